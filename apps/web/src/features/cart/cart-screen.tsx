import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopRules } from '@jhatpat/domain';
import { hasShortLines } from '@jhatpat/machines';
import { BillDetails, Button, CancellationPolicy, DonationToggle, EmptyState, TipChips, useShopText } from '@jhatpat/ui';
import { useCart } from '../../shared/cart/use-cart';
import { useSelectedLocation } from '../../shared/location/location-provider';
import { useSession } from '../../shared/session/session-provider';
import { useLiveAvailable } from '../../shared/stock/live-stock-context';
import { CartLineItem } from './cart-line-item';
import { CartLinesSkeleton } from './cart-lines-skeleton';
import { LoginRequiredDialog } from './login-required-dialog';
import { useGuestCartStock } from './use-guest-cart-stock';
import { useProceedToCheckout } from './use-proceed-to-checkout';
import styles from './cart-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

export const cartScreenTexts = {
  locationNeeded: 'We deliver only in Patna. Choose your delivery location to continue.',
} as const;

/** docs/product.md §2 "Cart screen": the lines, the bill, tip and donation, and Proceed (to checkout, or to log in first). */
export function CartScreen() {
  const { t, rupees } = useShopText();
  useDocumentTitle(t('Cart'));
  const cart = useCart();
  const checkout = useProceedToCheckout();
  const navigate = useNavigate();
  const { serviceable, requestLocation } = useSelectedLocation();
  // docs/product.md §8 "Cart": a failed update is toasted on every page (shared/cart/cart-failure-toasts).

  // Issue 18: the cart's products are watched on /stock, so a line that loses its stock is flagged at once.
  const productIds = useMemo(() => cart.lines.map((line) => line.productId), [cart.lines]);
  const availableOf = useLiveAvailable(productIds);
  // A guest's stored lines carry no figure of their own (or an old one): the catalog's is read for them.
  const guestStock = useGuestCartStock(productIds, useSession().role === null);
  const lines = useMemo(
    () => cart.lines.map((line) => ({ ...line, available: availableOf(line.productId, guestStock[line.productId] ?? line.available) })),
    [cart.lines, availableOf, guestStock],
  );
  const short = hasShortLines(lines);
  const empty = lines.length === 0;
  return (
    <section className={styles.cart} aria-labelledby="cart-title" aria-busy={(cart.loading && empty) || undefined}>
      <h1 id="cart-title" className={styles.title}>
        {t('My Cart')}
      </h1>
      {cart.loading && empty ? (
        <CartLinesSkeleton />
      ) : empty ? (
        <EmptyState title={t('Your cart is empty')} action={<Button onClick={() => navigate('/')}>{t('Continue Shopping')}</Button>} />
      ) : (
        <>
          <p className={styles.promise}>{t('Free delivery in {minutes} minutes', { minutes: shopRules.deliveryPromiseMinutes })}</p>
          <ul className={styles.lines} aria-label={t('Items in your cart')}>
            {lines.map((line) => (
              <CartLineItem
                key={line.productId}
                line={line}
                busy={cart.isBusy(line.productId)}
                // The line's live figure goes with the change: the cart machine's ceiling reads it.
                onQuantityChange={(change) => cart.changeQuantity({ ...change, product: line })}
              />
            ))}
          </ul>
          <BillDetails bill={cart.bill} />
          <TipChips tipPaise={cart.tipPaise} onTipChange={({ tipPaise }) => cart.chooseTip(tipPaise)} />
          <DonationToggle enabled={cart.donation} onDonationChange={({ enabled }) => enabled !== cart.donation && cart.toggleDonation()} />
          <CancellationPolicy />
          <div className={styles.proceedBar}>
            <span className={styles.total}>
              <span className={styles.totalLabel}>{t('To pay')}</span> {rupees(cart.bill.grandTotal)}
            </span>
            {/* Issue 18: checkout waits until every line fits what is left; the reason is said beside the button. */}
            {/* Issue 19 item 1: outside Patna (or with none chosen) the cart says why it cannot go on, and offers the selector. */}
            {!serviceable && (
              <p id="cart-location-hint" role="alert" className={styles.shortHint}>
                {t(cartScreenTexts.locationNeeded)}
              </p>
            )}
            {short && (
              <p id="cart-short-hint" role="alert" className={styles.shortHint}>
                {t('Some items have less stock than you want. Fix them to continue.')}
              </p>
            )}
            {serviceable ? (
              <Button size="lg" loading={checkout.saving} disabled={short} aria-describedby={short ? 'cart-short-hint' : undefined} onClick={checkout.proceed}>
                {t('Proceed')}
              </Button>
            ) : (
              <Button size="lg" aria-describedby="cart-location-hint" onClick={requestLocation}>
                {t('Select Location')}
              </Button>
            )}
          </div>
        </>
      )}
      <LoginRequiredDialog open={checkout.loginRequired} onLogin={checkout.goToLogin} onCancel={checkout.dismissLogin} />
    </section>
  );
}
