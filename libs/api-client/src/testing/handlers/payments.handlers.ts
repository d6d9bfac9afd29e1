import { HttpResponse, type HttpHandler } from 'msw';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const paymentsEndpoints: readonly Endpoint[] = [['get', '/payments/:paymentId'], ['get', '/payment-methods']];

export function paymentsHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    // Like the API: cash only when the shop has no payment provider (state.paymentProvider 'none').
    api.get('/payment-methods', () =>
      HttpResponse.json({ methods: state.paymentProvider === 'none' ? ['COD'] : ['COD', 'CARD', 'UPI'], provider: state.paymentProvider }),
    ),
    api.get('/payments/{paymentId}', ({ params }) => {
      const payment = state.payments.find((p) => p._id === params.paymentId);
      return payment ? HttpResponse.json(payment) : errorReply(404, 'Payment not found');
    }),
  ];
}

export const paymentsErrorHandlers = (msg?: string, status?: number) => failingHandlers(paymentsEndpoints, msg, status);
export const paymentsLoadingHandlers = () => loadingHandlers(paymentsEndpoints);
