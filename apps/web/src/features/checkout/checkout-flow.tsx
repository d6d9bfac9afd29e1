import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { useCartActor } from '../../shared/cart/cart-provider';
import { useCart } from '../../shared/cart/use-cart';
import { useShopServices } from '../../shared/services/shop-services';
import { sendBrowserTo as leavePage } from '../../shared/payments/browser-redirect';
import { checkoutMachineFor } from './checkout-actors';
import { CheckoutFlowContext } from './use-checkout-flow';
import { rememberAwaitingPayment, rememberPaymentMethod, takeAwaitingPayment } from '../../shared/payments/payment-method-store';

export interface CheckoutFlowProviderProps {
  children: ReactNode;
  /** Opens a UPI payment page (the whole tab leaves the shop). Stories record the address instead. */
  sendBrowserTo?: (url: string) => void;
  /** Where the order's payment method is kept for "Retry Payment". @default window.sessionStorage */
  paymentStore?: Storage;
}

/**
 * One checkout actor for /checkout and /payment (docs/product.md §2). Saving an address restarts it, because the
 * machine loads addresses only once; the address to choose then (the new one, or the one already chosen)
 * is carried over.
 */
export function CheckoutFlowProvider(props: CheckoutFlowProviderProps) {
  const [run, setRun] = useState({ generation: 0, chooseAddressId: null as string | null });
  const restart = useCallback((chooseAddressId: string | null) => setRun((r) => ({ generation: r.generation + 1, chooseAddressId })), []);
  return <CheckoutRun key={run.generation} {...props} chooseAddressId={run.chooseAddressId} restart={restart} />;
}

function CheckoutRun({
  children,
  sendBrowserTo = leavePage,
  paymentStore = window.sessionStorage,
  chooseAddressId,
  restart,
}: CheckoutFlowProviderProps & { chooseAddressId: string | null; restart: (chooseAddressId: string | null) => void }) {
  const { api } = useShopServices();
  const cartActor = useCartActor();
  const { tipPaise, donation } = useCart();
  const navigate = useNavigate();
  const machine = useMemo(() => checkoutMachineFor(api, () => cartActor.send({ type: 'cart.reload' })), [api, cartActor]);
  // The bill starts from the tip and donation chosen on the cart screen.
  const actor = useActorRef(machine, { input: { tipPaise, donation } });

  useEffect(() => {
    let carriedOver = chooseAddressId === null;
    const subscriptions = [
      // docs/product.md §6: a 401 or 403 while placing the order sends the shopper to log in.
      actor.on('login.required', () => navigate('/login')),
      actor.on('payment.redirect', ({ paymentUrl, orderId }) => {
        const method = actor.getSnapshot().context.paymentMethod === 'CARD' ? 'CARD' : 'UPI';
        rememberPaymentMethod(paymentStore, orderId, method);
        // The order took the cart with it on the server: the header's count follows.
        cartActor.send({ type: 'cart.reload' });
        // A card is paid in a frame on the payment screen (docs/product.md §2); UPI leaves for the provider's page.
        if (method === 'UPI') {
          rememberAwaitingPayment(paymentStore, orderId);
          sendBrowserTo(paymentUrl);
        }
      }),
      actor.subscribe((snapshot) => {
        if (snapshot.matches('confirmed')) navigate(`/order-confirmation?orderId=${encodeURIComponent(snapshot.context.orderId ?? '')}`);
        if (!carriedOver && chooseAddressId && snapshot.matches('choosingAddress')) {
          carriedOver = true;
          actor.send({ type: 'address.select', addressId: chooseAddressId });
        }
      }),
    ];
    // The browser may bring this very page back from its cache (Back from the UPI page): the same way to the order.
    const returned = (event: PageTransitionEvent) => {
      const unpaid = event.persisted ? takeAwaitingPayment(paymentStore) : null;
      if (unpaid) navigate(`/orders/${encodeURIComponent(unpaid)}`, { replace: true });
    };
    window.addEventListener('pageshow', returned);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      window.removeEventListener('pageshow', returned);
    };
  }, [actor, cartActor, navigate, sendBrowserTo, paymentStore, chooseAddressId]);

  const value = useMemo(() => ({ actor, restart }), [actor, restart]);
  return <CheckoutFlowContext.Provider value={value}>{children}</CheckoutFlowContext.Provider>;
}

/** The pathless layout route around /checkout and /payment. */
export function CheckoutFlowLayout() {
  return (
    <CheckoutFlowProvider>
      <Outlet />
    </CheckoutFlowProvider>
  );
}
