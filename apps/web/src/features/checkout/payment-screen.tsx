import { Navigate, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { addressText } from '@jhatpat/domain';
import { selectCheckoutBill, selectCheckoutError, selectPlaceOrderLabel } from '@jhatpat/machines';
import { addressTitle, Button, ErrorState, PaymentMethodPicker, Spinner, useShopText } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { RouterLink } from '../../shared/router-link';
import { useApi } from '../../shared/services/shop-services';
import { CheckoutSkeleton } from './checkout-skeleton';
import { checkoutStage, selectedAddressOf } from './checkout-view';
import { OrderSummary } from './order-summary';
import { PaymentFrame } from '../../shared/payments/payment-frame';
import { ShortLinesNotice } from './short-lines-notice';
import { useCheckoutFlow } from './use-checkout-flow';
import page from './checkout-page.module.css';
import styles from './payment-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** docs/product.md §2 /payment: choose how to pay, check the summary, and place the order. */
export function PaymentScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Payment'));
  const { actor } = useCheckoutFlow();
  const navigate = useNavigate();
  const stage = useSelector(actor, checkoutStage);
  const error = useSelector(actor, selectCheckoutError);
  const remembered = useSelector(actor, (snapshot) => snapshot.context.paymentMethod);
  // What the shop takes now (cash only without a provider). Until it is known, or if asking fails, every
  // method shows: the server refuses one it does not take, with its reason.
  const api = useApi();
  const taken = useLoad('payment-methods', () => api.payments.methods(), t('Failed to load payment methods'));
  const available = taken.status === 'ready' ? taken.data.methods : undefined;
  // A method remembered from an earlier order that the shop no longer takes is no choice.
  const method = remembered && (!available || available.includes(remembered)) ? remembered : null;
  const placeLabel = useSelector(actor, selectPlaceOrderLabel);
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const bill = useSelector(actor, selectCheckoutBill, (a, b) => a.grandTotal === b.grandTotal && a.tipAmount === b.tipAmount);
  const address = useSelector(actor, selectedAddressOf);
  const { orderId, paymentUrl } = useSelector(actor, (snapshot) => snapshot.context);
  const placing = stage === 'placing';

  // Opened directly (or reloaded): no address is chosen yet, and that happens on /checkout.
  if (stage === 'choosingAddress') return <Navigate to="/checkout" replace />;

  function changeAddress() {
    actor.send({ type: 'address.change' });
    navigate('/checkout');
  }

  return (
    <section className={page.page} data-wide aria-labelledby="payment-title">
      <h1 id="payment-title" className={page.title}>
        {t('Complete Your Purchase')}
      </h1>
      {stage === 'loading' && <CheckoutSkeleton label={t('Loading your order')} />}
      {stage === 'failed' && <ErrorState title={t(error ?? 'Failed to load cart items')} onRetry={() => actor.send({ type: 'checkout.retry' })} retryLabel={t('Try Again')} />}
      {stage === 'paying' && paymentUrl && (
        <div className={styles.paying}>
          <PaymentFrame paymentUrl={paymentUrl} />
          <p className={page.hint}>
            {t('Your order is saved while you pay.')} <RouterLink href={`/orders/${orderId ?? ''}`}>{t('View your order')}</RouterLink>
          </p>
        </div>
      )}
      {stage === 'leaving' && <Spinner size="lg" label={method === 'UPI' ? t('Opening the payment page') : t('Opening your order')} />}
      {(stage === 'payment' || placing) && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <div className={styles.deliverTo}>
              <div>
                <h2 className={styles.subtitle}>{t('Deliver to')}</h2>
                {address && (
                  <p className={styles.address}>
                    <strong>{addressTitle(address)}</strong> · {addressText(address)}
                  </p>
                )}
              </div>
              <Button variant="ghost" size="sm" className={styles.change} disabled={placing} onClick={changeAddress}>
                {t('Change Address')}
              </Button>
            </div>
            <ShortLinesNotice />
            <PaymentMethodPicker value={method ?? undefined} available={available} disabled={placing} onChange={({ paymentMethod }) => actor.send({ type: 'payment.choose', method: paymentMethod })} />
            {/* docs/product.md §5: the button stays disabled until a method is chosen; the reason is said beside it. */}
            {(error || !method) && (
              <p id="payment-hint" role={error ? 'alert' : undefined} className={page.hint} data-error={error ? true : undefined}>
                {t(error ?? 'Please select a payment method')}
              </p>
            )}
            <Button size="lg" fullWidth disabled={!method} loading={placing} aria-describedby={error || !method ? 'payment-hint' : undefined} onClick={() => actor.send({ type: 'payment.submit' })}>
              {t(placeLabel)}
            </Button>
          </div>
          <OrderSummary lines={lines} bill={bill} />
        </div>
      )}
    </section>
  );
}
