import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { selectCheckoutError, selectProceedLabel } from '@jhatpat/machines';
import { Button, EmptyState, ErrorState, useShopText } from '@jhatpat/ui';
import { takeAwaitingPayment } from '../../shared/payments/payment-method-store';
import { CheckoutAddressList } from './checkout-address-list';
import { CheckoutSkeleton } from './checkout-skeleton';
import { checkoutStage } from './checkout-view';
import { useCheckoutFlow } from './use-checkout-flow';
import page from './checkout-page.module.css';
import styles from './checkout-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** docs/product.md §2 /checkout: choose where the order goes, then proceed to payment. */
export function CheckoutScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Select Delivery Address'));
  const { actor } = useCheckoutFlow();
  const navigate = useNavigate();
  const stage = useSelector(actor, checkoutStage);
  const error = useSelector(actor, selectCheckoutError);
  const proceedLabel = useSelector(actor, selectProceedLabel);
  const chosen = useSelector(actor, (snapshot) => snapshot.context.selectedAddressId !== null);
  const cartIsEmpty = useSelector(actor, (snapshot) => snapshot.context.lines.length === 0);

  // Opened again from /payment (the browser's Back button): the flow returns to choosing an address.
  // On arrival only: a proceed pressed here moves the flow to payment before the route changes.
  useEffect(() => {
    if (actor.getSnapshot().matches('payment')) actor.send({ type: 'address.change' });
  }, [actor]);

  // Issue 19 item 3: back from a UPI page without paying, the order holds the cart's lines: its page offers "Pay Now".
  // Here, on the screen every return passes (/payment sends a flow without an address to /checkout), so no other
  // redirect overrides it.
  const returnedUnpaid = stage === 'choosingAddress' && cartIsEmpty;
  useEffect(() => {
    if (!returnedUnpaid) return;
    const unpaid = takeAwaitingPayment(window.sessionStorage);
    if (unpaid) navigate(`/orders/${encodeURIComponent(unpaid)}`, { replace: true });
  }, [returnedUnpaid, navigate]);

  function proceed() {
    actor.send({ type: 'address.proceed' });
    if (actor.getSnapshot().matches('payment')) navigate('/payment');
  }

  return (
    <section className={page.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title" className={page.title}>
        {t('Select Delivery Address')}
      </h1>
      {stage === 'loading' && <CheckoutSkeleton label={t('Loading your addresses')} />}
      {stage === 'failed' && <ErrorState title={t(error ?? 'Failed to load address')} onRetry={() => actor.send({ type: 'checkout.retry' })} retryLabel={t('Try Again')} />}
      {stage === 'choosingAddress' && cartIsEmpty && (
        <EmptyState
          title={t('Your cart is empty')}
          description={t('Add something to your cart before choosing where it goes.')}
          action={<Button onClick={() => navigate('/cart')}>{t('Back to Cart')}</Button>}
        />
      )}
      {stage === 'choosingAddress' && !cartIsEmpty && (
        <>
          <CheckoutAddressList />
          {/* docs/product.md §5: the reason the button is disabled, said beside it; a refusal from the flow replaces it. */}
          {(error || !chosen) && (
            <p id="checkout-hint" role={error ? 'alert' : undefined} className={page.hint} data-error={error ? true : undefined}>
              {t(error ?? 'Please select an address')}
            </p>
          )}
          <div className={styles.proceed}>
            <Button size="lg" fullWidth disabled={!chosen} aria-describedby={error || !chosen ? 'checkout-hint' : undefined} onClick={proceed}>
              {t(proceedLabel)}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
