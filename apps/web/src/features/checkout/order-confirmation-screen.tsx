import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, useShopText } from '@jhatpat/ui';
import { useLoad } from '../../shared/data/use-load';
import { RouterLink } from '../../shared/router-link';
import { useApi } from '../../shared/services/shop-services';
import { sendBrowserTo as leavePage } from '../../shared/payments/browser-redirect';
import { confirmationOutcome, confirmationTexts } from './confirmation-outcome';
import { PaymentFrame } from '../../shared/payments/payment-frame';
import { recallPaymentMethod, takeAwaitingPayment } from '../../shared/payments/payment-method-store';
import { usePaymentRetry } from '../../shared/payments/use-payment-retry';
import styles from './order-confirmation-screen.module.css';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

export interface OrderConfirmationScreenProps {
  /** Opens a UPI payment page (the whole tab leaves). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
  /** Where this tab kept the order's payment method when it was placed. @default window.sessionStorage */
  paymentStore?: Storage;
}

/** docs/product.md §2 /order-confirmation?orderId=&payment=: the outcome, the short order id and "Go to Dashboard". */
export function OrderConfirmationScreen({ sendBrowserTo = leavePage, paymentStore = window.sessionStorage }: OrderConfirmationScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = confirmationOutcome(params);
  const texts = confirmationTexts[outcome.kind];
  const { t } = useShopText();
  useDocumentTitle(t(texts.title));
  const orderId = outcome.orderId ?? '';
  // docs/decisions.md#payment-retry: a failed attempt is retried with a new one, asked of the API.
  const payment = usePaymentRetry({ orderId, method: recallPaymentMethod(paymentStore, orderId), sendBrowserTo });
  const canRetry = outcome.kind === 'paymentFailed' && orderId !== '' && !payment.refused;
  // The payment page came back with its outcome: a later Back to checkout is not a return from an abandoned page.
  useEffect(() => void takeAwaitingPayment(paymentStore), [paymentStore]);
  // The address carries the id; the number people use for the order (JP-000123) is the order's own.
  const api = useApi();
  const number = useLoad(`order-number:${orderId}`, async () => (orderId ? (await api.orders.get(orderId)).order.orderNumber : null), t('Failed to get order details'));

  return (
    <section className={styles.screen} aria-labelledby="confirmation-title">
      <Card className={styles.card} data-outcome={outcome.kind}>
        <h1 id="confirmation-title" className={styles.title}>
          {t(texts.title)}
        </h1>
        <p role="status" className={styles.message}>
          {t(texts.message)}
        </p>
        {number.status === 'ready' && number.data && (
          <p className={styles.orderId}>
            {t('Order number:')} <strong>#{number.data}</strong>
          </p>
        )}
        {payment.error && (
          <p role="alert" className={styles.error}>
            {payment.error}
          </p>
        )}
        {payment.framedUrl ? (
          <PaymentFrame paymentUrl={payment.framedUrl} />
        ) : (
          <div className={styles.actions}>
            {canRetry && (
              <Button loading={payment.busy} onClick={payment.retry}>
                {t('Retry Payment')}
              </Button>
            )}
            <Button variant={canRetry ? 'secondary' : 'primary'} onClick={() => navigate('/customer/dashboard')}>
              {t('Go to Dashboard')}
            </Button>
            {outcome.orderId && <RouterLink href={`/orders/${outcome.orderId}`}>{t('View Order')}</RouterLink>}
          </div>
        )}
      </Card>
    </section>
  );
}
