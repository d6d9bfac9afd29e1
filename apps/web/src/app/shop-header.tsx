import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { AdminHeader, AuditorHeader, CustomerHeader, DeliveryHeader, GuestHeader, PackerHeader, SearchBar } from '@jhatpat/ui';
import { inventoryPathOf, stockAlertText, useAdminLive } from '../shared/admin-live/admin-live-context';
import { HeaderCartButton } from '../shared/cart/header-cart-button';
import { useRiderOnline } from '../shared/delivery/rider-online';
import { ShopLanguageSwitch } from '../shared/locale/shop-language-switch';
import { RouterLink } from '../shared/router-link';
import { useSession } from '../shared/session/session-provider';

// Opened by few, and only from the account menu: its code (and its OTP way) loads when opened, outside the
// storefront's first load (tools/scripts/check-web-budget.mjs).
const DeleteAccountDialog = lazy(() => import('../features/account/delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));

/** docs/product.md §2 "Headers": one per role; `location` is the location selector the app composes in. */
export function ShopHeader({ location }: { location: ReactNode }) {
  const { session, role, logOut } = useSession();
  const navigate = useNavigate();
  const live = useAdminLive();
  const [riderOnline, setRiderOnline] = useRiderOnline();
  const [deletingAccount, setDeletingAccount] = useState(false);
  const language = <ShopLanguageSwitch />;
  const searchPath = role === 'customer' ? '/customer/search' : '/search';
  const search = <SearchBar onSearch={({ query }) => navigate(`${searchPath}?q=${encodeURIComponent(query)}`)} />;

  if (role === 'admin') {
    const alerts = live?.stockAlerts ?? [];
    const latest = alerts[0];
    return (
      <AdminHeader
        linkComponent={RouterLink}
        notifications={{ unseen: live?.unseen ?? 0, href: '/admin/notification' }}
        stockAlerts={latest && { count: alerts.length, latest: stockAlertText(latest), href: inventoryPathOf(latest) }}
        onLogout={() => (logOut(), navigate('/'))}
      />
    );
  }
  // docs/product.md §2: delivery logout goes to /login.
  if (role === 'delivery') {
    return (
      <DeliveryHeader
        linkComponent={RouterLink}
        online={riderOnline}
        onOnlineChange={({ online }) => setRiderOnline(online)}
        onLogout={() => (logOut(), navigate('/login'))}
      />
    );
  }
  if (role === 'auditor') return <AuditorHeader linkComponent={RouterLink} onLogout={() => (logOut(), navigate('/login'))} />;
  if (role === 'packer') return <PackerHeader linkComponent={RouterLink} onLogout={() => (logOut(), navigate('/login'))} />;
  if (role === 'customer') {
    return (
      <>
        <CustomerHeader
          phone={session?.user.phone}
          location={location}
          search={search}
          cart={<HeaderCartButton />}
          language={language}
          linkComponent={RouterLink}
          onLogout={() => (logOut(), navigate('/'))}
          onDeleteAccount={() => setDeletingAccount(true)}
        />
        {deletingAccount && (
          <Suspense fallback={null}>
            <DeleteAccountDialog open onClose={() => setDeletingAccount(false)} />
          </Suspense>
        )}
      </>
    );
  }
  return <GuestHeader location={location} search={search} cart={<HeaderCartButton />} language={language} linkComponent={RouterLink} />;
}
