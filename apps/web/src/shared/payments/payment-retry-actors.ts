import { fromPromise } from 'xstate';
import type { Api } from '@jhatpat/api-client';
import { retryPaymentMachine } from '@jhatpat/machines';

/** The retry machine with its actor taken from the API: POST /user-orders/{id}/payment. */
export function retryPaymentMachineFor(api: Api) {
  return retryPaymentMachine.provide({
    actors: {
      payOrder: fromPromise<{ paymentUrl: string }, { orderId: string }>(async ({ input }) => api.orders.pay(input.orderId)),
    },
  });
}
