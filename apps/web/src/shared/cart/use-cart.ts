import { useSelector } from '@xstate/react';
import { selectBill, selectCartCount, selectCartError, selectCartTotal, type ProductSummary } from '@jhatpat/machines';
import { useCartActor } from './cart-provider';

/** The cart as screens read it, and the events they may send; views never re-derive the machine's rules. */
export function useCart() {
  const actor = useCartActor();
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const saving = useSelector(actor, (snapshot) => snapshot.context.saving);
  const queued = useSelector(actor, (snapshot) => snapshot.context.queued);
  return {
    lines,
    count: useSelector(actor, selectCartCount),
    totalPaise: useSelector(actor, selectCartTotal),
    bill: useSelector(actor, selectBill, (a, b) => a.grandTotal === b.grandTotal && a.tipAmount === b.tipAmount && a.donationAmount === b.donationAmount),
    tipPaise: useSelector(actor, (snapshot) => snapshot.context.tipPaise),
    donation: useSelector(actor, (snapshot) => snapshot.context.donation),
    error: useSelector(actor, selectCartError),
    loading: useSelector(actor, (snapshot) => snapshot.hasTag('busy')),
    pulsing: useSelector(actor, (snapshot) => snapshot.hasTag('pulse')),
    isOff: useSelector(actor, (snapshot) => snapshot.matches({ cart: 'off' })),
    quantityOf: (productId: string) => lines.find((line) => line.productId === productId)?.quantity ?? 0,
    isBusy: (productId: string) => productId in saving || productId in queued,
    changeQuantity: (change: { productId: string; delta: number; product?: ProductSummary }) => actor.send({ type: 'quantity.change', ...change }),
    chooseTip: (paise: number) => actor.send(paise > 0 ? { type: 'tip.choose', paise } : { type: 'tip.clear' }),
    toggleDonation: () => actor.send({ type: 'donation.toggle' }),
    dismissError: () => actor.send({ type: 'error.dismiss' }),
    reload: () => actor.send({ type: 'cart.reload' }),
  };
}
