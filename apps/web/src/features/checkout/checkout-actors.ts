import { fromPromise } from 'xstate';
import { toCartLines, toChargesRequest, toOrderRequest, type Api } from '@jhatpat/api-client';
import { checkoutMachine, type CartLine, type CheckoutAddress, type PlaceOrderInput } from '@jhatpat/machines';

/**
 * The checkout machine with its actors taken from the API (docs/product.md §7). `reloadCart` refreshes the app's
 * cart: the server empties the customer's cart in the order's own transaction, so nothing is deleted here.
 */
export function checkoutMachineFor(api: Api, reloadCart: () => void) {
  return checkoutMachine.provide({
    actors: {
      // A copy of each address: the machine keeps them as loose records.
      loadAddresses: fromPromise<CheckoutAddress[]>(async () => (await api.addresses.list()).map((address) => ({ ...address }))),
      loadCart: fromPromise<CartLine[]>(async () => toCartLines(await api.cart.get())),
      createIdempotencyKey: fromPromise<string>(async () => crypto.randomUUID()),
      placeOrder: fromPromise<{ orderId: string; paymentUrl?: string }, PlaceOrderInput>(async ({ input }) => {
        // The server prices the order from its own cart, tip and donation included: first make those the
        // ones this summary showed (a reload of /checkout forgets the cart screen's choice), so they agree.
        await api.cart.updateCharges(toChargesRequest({ tipPaise: input.bill.tipAmount, donation: input.bill.donationAmount > 0 }));
        return api.orders.place(toOrderRequest(input), { idempotencyKey: input.idempotencyKey });
      }),
      clearCart: fromPromise<void>(async () => reloadCart()),
    },
  });
}
