import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { type Location, Route, Routes, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { MemoryStorage } from '../../shared/storage/memory-storage';
import { CheckoutFlowProvider } from './checkout-flow';
import { CheckoutScreen } from './checkout-screen';
import { PaymentScreen } from './payment-screen';
import { useCheckoutFlow } from './use-checkout-flow';

// Stories only: the checkout flow as the app routes it, with the browser's departures recorded instead of taken.

/** Where the screens sent the shopper inside the app, or (for a provider's page) outside it. */
export function Departure({ sentTo }: { sentTo?: string | null }) {
  const { pathname, search } = useLocation();
  return (
    <p role="status" aria-label="Navigated to">
      Navigated to {sentTo ?? `${pathname}${search}`}
    </p>
  );
}

/** For payment stories: chooses an address and proceeds, as the shopper did on /checkout, then shows the screen. */
function AfterChoosing({ addressId, children }: { addressId: string; children: ReactNode }) {
  const { actor } = useCheckoutFlow();
  const choosing = useSelector(actor, (snapshot) => snapshot.matches('choosingAddress'));
  const loading = useSelector(actor, (snapshot) => snapshot.matches('loadingAddresses') || snapshot.matches('loadingCart'));
  useEffect(() => {
    if (!choosing) return;
    actor.send({ type: 'address.select', addressId });
    actor.send({ type: 'address.proceed' });
  }, [actor, addressId, choosing]);
  return loading || choosing ? null : children;
}

export interface CheckoutFlowStoryProps {
  /** Payment stories start with this address already chosen. */
  chosenAddressId?: string;
  /** What "Retry Payment" and the redirect find in this tab's storage. */
  paymentStore?: Storage;
}

/** Mount with `withScreen({ path: '/*', url: '/checkout' | '/payment', role: 'customer' })`. */
export function CheckoutFlowStory({ chosenAddressId, paymentStore }: CheckoutFlowStoryProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const store = useMemo(() => paymentStore ?? new MemoryStorage(), [paymentStore]);
  // Where the flow sent the shopper is said beside the screen, which stays as it was at its own address
  // (a story must not end on a blank canvas, issue 19 item 9).
  const location = useLocation();
  const own = /^\/(checkout|payment)$/.test(location.pathname);
  const [lastOwn, setLastOwn] = useState<Location>(location);
  if (own && location !== lastOwn) setLastOwn(location);
  const payment = chosenAddressId ? (
    <AfterChoosing addressId={chosenAddressId}>
      <PaymentScreen />
    </AfterChoosing>
  ) : (
    <PaymentScreen />
  );
  return (
    <CheckoutFlowProvider sendBrowserTo={setSentTo} paymentStore={store}>
      {(sentTo !== null || !own) && <Departure sentTo={sentTo} />}
      <Routes location={own ? location : lastOwn}>
        <Route path="checkout" element={<CheckoutScreen />} />
        <Route path="payment" element={payment} />
      </Routes>
    </CheckoutFlowProvider>
  );
}
