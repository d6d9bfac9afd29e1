import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card } from '@jhatpat/ui';
import { RouterLink } from '../../shared/router-link';
import { sendBrowserTo as leavePage } from './browser-redirect';
import { customerOrderId } from '@jhatpat/domain';
import { confirmationOutcome, confirmationTexts } from './confirmation-outcome';
import { PaymentFrame } from './payment-frame';
import { recallPayment } from './payment-url-store';
import styles from './order-confirmation-screen.module.css';

export interface OrderConfirmationScreenProps {
  /** Opens a UPI payment page again (the whole tab leaves). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
  /** Where the payment page was kept when the order was placed. @default window.sessionStorage */
  paymentStore?: Storage;
}

/** SPEC §2 /order-confirmation?orderId=&payment=: the outcome, the short order id and "Go to Dashboard". */
export function OrderConfirmationScreen({ sendBrowserTo = leavePage, paymentStore = window.sessionStorage }: OrderConfirmationScreenProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const outcome = confirmationOutcome(params);
  const texts = confirmationTexts[outcome.kind];
  // A failed payment page can be paid again (apps/api payment.decider); it was kept in this tab when the order was placed.
  const payment = outcome.kind === 'paymentFailed' && outcome.orderId ? recallPayment(paymentStore, outcome.orderId) : null;
  const [payingByCard, setPayingByCard] = useState(false);

  function retryPayment() {
    if (!payment) return;
    if (payment.method === 'CARD') setPayingByCard(true);
    else sendBrowserTo(payment.paymentUrl);
  }

  return (
    <section className={styles.screen} aria-labelledby="confirmation-title">
      <Card className={styles.card} data-outcome={outcome.kind}>
        <h1 id="confirmation-title" className={styles.title}>
          {texts.title}
        </h1>
        <p role="status" className={styles.message}>
          {texts.message}
        </p>
        {outcome.orderId && (
          <p className={styles.orderId}>
            Order ID: <strong>#{customerOrderId(outcome.orderId)}</strong>
          </p>
        )}
        {payingByCard && payment ? (
          <PaymentFrame paymentUrl={payment.paymentUrl} />
        ) : (
          <div className={styles.actions}>
            {payment && <Button onClick={retryPayment}>Retry Payment</Button>}
            <Button variant={payment ? 'secondary' : 'primary'} onClick={() => navigate('/customer/dashboard')}>
              Go to Dashboard
            </Button>
            {outcome.orderId && <RouterLink href={`/orders/${outcome.orderId}`}>View Order</RouterLink>}
          </div>
        )}
      </Card>
    </section>
  );
}
