import { useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, type Location, matchPath, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@jhatpat/domain';
import { createShopServices } from '../services/create-shop-services';
import { ShopProviders } from '../shop-providers';
import { createBrowserStorage, storageKeys, type GuestCartLine } from '../storage/browser-storage';
import { MemoryStorage } from '../storage/memory-storage';

export interface ScreenStoryOptions {
  /** The route pattern the screen is mounted at, e.g. "/orders/:orderId". */
  path: string;
  /** The address opened first; defaults to `path`. */
  url?: string;
  /** Who is signed in; a guest when absent. */
  role?: Role;
  /** The header location (selectedAddress); none when absent. */
  location?: string;
  guestCart?: GuestCartLine[];
  /** The signed-in account was made by login with OTP and has no password yet (hasPassword false). */
  passwordless?: boolean;
}

/** The users stories sign in as; the MSW handlers of @jhatpat/api-client/testing accept any token. */
export const storyUsers: Record<Role, { _id: string; name: string; phone: string }> = {
  customer: { _id: 'user-customer-1', name: 'Asha Kumari', phone: '9876543210' },
  admin: { _id: 'user-admin-1', name: 'Admin', phone: '9000000001' },
  delivery: { _id: 'user-delivery-1', name: 'Ravi Rider', phone: '9000000002' },
  auditor: { _id: 'user-auditor-1', name: 'Audit Desk', phone: '9000000003' },
  packer: { _id: 'user-packer-1', name: 'Pooja Packer', phone: '9000000005' },
};

function seededStorage({ role, location, guestCart, passwordless }: ScreenStoryOptions): Storage {
  const store = new MemoryStorage();
  const storage = createBrowserStorage(store);
  if (role) storage.writeSession({ token: `story-token-${role}`, user: { ...storyUsers[role], role, hasPassword: !passwordless } });
  if (location) storage.writeSelectedAddress(location);
  if (guestCart) store.setItem(storageKeys.guestCart, JSON.stringify(guestCart));
  return store;
}

/** Where a screen sent the shopper: stories show it, play functions assert on it. */
function NavigatedTo({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  return (
    <p role="status" aria-label="Navigated to">
      Navigated to {pathname}
      {search}
    </p>
  );
}

/**
 * The screen at `path`, and where it sent the shopper when that is another page. A story's router holds
 * one screen: a link or a redirect to another page used to replace it with a bare "Navigated to …" line,
 * so a story whose play function followed one ended on a blank canvas (issue 19 item 9). The screen now
 * stays as it was at its last own address (its own search params still move it), with the line beside it.
 */
function StoryFrame({ path, children }: { path: string; children: ReactNode }) {
  const location = useLocation();
  const own = matchPath(path, location.pathname) !== null;
  // The screen's last own address, moved as it moves (state adjusted while rendering, not a ref).
  const [lastOwn, setLastOwn] = useState<Location>(location);
  if (own && location !== lastOwn) setLastOwn(location);
  return (
    <>
      {!own && <NavigatedTo pathname={location.pathname} search={location.search} />}
      <Routes location={own ? location : lastOwn}>
        <Route path={path} element={children} />
      </Routes>
    </>
  );
}

/**
 * Renders one screen as the app would: real providers, the real API client (answered by MSW in
 * stories), a memory router with the screen at `path`, and a fresh browser storage per story.
 */
export function ScreenStory({ children, ...options }: ScreenStoryOptions & { children: ReactNode }) {
  // A story's options never change while it is shown.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const services = useMemo(() => createShopServices(seededStorage(options)), []);
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: <StoryFrame path={options.path}>{children}</StoryFrame> }], { initialEntries: [options.url ?? options.path] }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <ShopProviders services={services}>
      <RouterProvider router={router} />
    </ShopProviders>
  );
}

/** A Storybook decorator: `decorators: [withScreen({ path: '/cart', role: 'customer' })]`. */
export const withScreen = (options: ScreenStoryOptions) =>
  function ScreenDecorator(Story: () => ReactNode) {
    return (
      <ScreenStory {...options}>
        <Story />
      </ScreenStory>
    );
  };
