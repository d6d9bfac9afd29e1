import { HttpResponse, type HttpHandler } from 'msw';
import { notificationKindFixtures } from '../fixtures/notifications.js';
import { type Endpoint, errorReply, failingHandlers, loadingHandlers } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const notificationsEndpoints: readonly Endpoint[] = [['get', '/notifications/order-notifications']];

const KINDS = ['confirmed', 'pending_payment', 'completed'];

/** The admin's notification list; a notification of no known kind shows under every filter. */
export function notificationsHandlers(state: ShopState = createShopState()): HttpHandler[] {
  return [
    api.get('/notifications/order-notifications', ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      if (status && !KINDS.includes(status)) return errorReply(400, `status must be one of ${KINDS.join(', ')}`);
      const kindOf = (id: string) => notificationKindFixtures[id] ?? status;
      return HttpResponse.json(state.notifications.filter((n) => !status || kindOf(n.id) === status));
    }),
  ];
}

export function notificationsEmptyHandlers(): HttpHandler[] {
  return notificationsHandlers(createShopState({ notifications: [] }));
}

export const notificationsErrorHandlers = (msg?: string, status?: number) => failingHandlers(notificationsEndpoints, msg, status);
export const notificationsLoadingHandlers = () => loadingHandlers(notificationsEndpoints);
