import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApi } from '../create-api.js';
import { createShopHandlers, type ShopHandlerOptions } from './handlers/shop.handlers.js';
import { createShopState } from './handlers/shop-state.js';

// The specs' own harness (Node only, so not exported from testing.ts): the modules against these
// handlers through MSW's request interception, each test on a fresh shop.

export const SHOP_ORIGIN = 'http://shop.test';

export function useShopServer() {
  const server = setupServer();
  const requests: Request[] = [];
  // A clone: the handler reads the body too.
  server.events.on('request:start', ({ request }) => requests.push(request.clone()));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  /** A fresh shop for one test: its state, the api over it, and the requests the api sent. */
  function open(options: Omit<ShopHandlerOptions, 'state'> = {}) {
    const state = createShopState(options);
    server.use(...createShopHandlers({ state }));
    const guest = { token: null as string | null, stored: [] as string[] };
    const auth = { token: 'spec-token' as string | null };
    const api = createApi({
      baseUrl: SHOP_ORIGIN,
      getToken: () => auth.token,
      guestTokenStore: { get: () => guest.token, set: (token) => (guest.stored.push(token), (guest.token = token)) },
    });
    const lastRequest = () => {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was sent');
      return request;
    };
    return { api, state, guest, auth, requests, lastRequest };
  }

  return { server, open };
}
