import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { useApi } from '../services/shop-services';
import { retryPaymentMachineFor } from './payment-retry-actors';
import type { OnlineMethod } from './payment-method-store';

export interface PaymentRetryOptions {
  orderId: string;
  /** How the order is paid, if this tab knows: a card's page opens in a frame, anything else takes the whole tab. */
  method: OnlineMethod | null;
  sendBrowserTo: (url: string) => void;
}

/** "Retry Payment" on the confirmation screen: the retry machine, its departures, and what the view shows. */
export function usePaymentRetry({ orderId, method, sendBrowserTo }: PaymentRetryOptions) {
  const api = useApi();
  const navigate = useNavigate();
  const machine = useMemo(() => retryPaymentMachineFor(api), [api]);
  const actor = useActorRef(machine, { input: { orderId } });

  useEffect(() => {
    const subscriptions = [
      actor.on('login.required', () => navigate('/login')),
      // docs/product.md §2: a card is paid in a frame on this screen; UPI (or a method this tab does not know) leaves for the page.
      actor.on('payment.open', ({ paymentUrl }) => method !== 'CARD' && sendBrowserTo(paymentUrl)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, method, navigate, sendBrowserTo]);

  const opened = useSelector(actor, (snapshot) => snapshot.matches('opened'));
  const paymentUrl = useSelector(actor, (snapshot) => snapshot.context.paymentUrl);
  const framedUrl = opened && method === 'CARD' ? paymentUrl : null;
  return {
    retry: () => actor.send({ type: 'payment.retry' }),
    // Still busy once the page is answered while the tab leaves for it.
    busy: useSelector(actor, (snapshot) => snapshot.hasTag('busy')) || (opened && !framedUrl),
    refused: useSelector(actor, (snapshot) => snapshot.hasTag('error')),
    error: useSelector(actor, (snapshot) => snapshot.context.error),
    /** The card payment page to show in the frame, once answered. */
    framedUrl,
  };
}
