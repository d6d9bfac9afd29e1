import type { PaymentMethod } from '@jhatpat/domain';
import { Button, useShopText } from '@jhatpat/ui';
import { sendBrowserTo as leavePage } from '../../shared/payments/browser-redirect';
import { PaymentFrame } from '../../shared/payments/payment-frame';
import { usePaymentRetry } from '../../shared/payments/use-payment-retry';
import styles from './order-detail-sections.module.css';

export interface PayForOrderProps {
  orderId: string;
  method: Exclude<PaymentMethod, 'COD'>;
  /** "pending": never paid ("Pay Now"); "failed": the last attempt failed ("Retry Payment"). */
  due: 'pending' | 'failed';
  /** Opens a UPI payment page (the whole tab leaves). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
}

export const payForOrderTexts = {
  pending: { note: 'This order is waiting for your payment.', button: 'Pay Now' },
  failed: { note: 'Your last payment did not go through. Your order is saved and waiting for payment.', button: 'Retry Payment' },
} as const;

/**
 * Issue 19 item 3: an unpaid online order is paid from its own page, however the shopper got there (Back from the
 * UPI page, a reload, the orders list): the retry-payment machine asks the API for the order's payment
 * (docs/decisions.md#payment-retry), a card's page opens here in its frame, UPI's in the whole tab.
 */
export function PayForOrder({ orderId, method, due, sendBrowserTo = leavePage }: PayForOrderProps) {
  const payment = usePaymentRetry({ orderId, method, sendBrowserTo });
  const texts = payForOrderTexts[due];
  const { t } = useShopText();
  if (payment.framedUrl) return <PaymentFrame paymentUrl={payment.framedUrl} />;
  return (
    <section className={styles.section} aria-labelledby="pay-for-order-title">
      <h2 id="pay-for-order-title" className={styles.title}>
        {t('Payment due')}
      </h2>
      <p className={styles.text}>{t(texts.note)}</p>
      {payment.error && (
        <p role="alert" className={styles.note}>
          {payment.error}
        </p>
      )}
      {!payment.refused && (
        <Button loading={payment.busy} onClick={payment.retry}>
          {t(texts.button)}
        </Button>
      )}
    </section>
  );
}
