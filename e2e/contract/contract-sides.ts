import { type Api, createApi } from '@jhatpat/api-client';
import { createShopHandlers } from '@jhatpat/api-client/testing';
import { getResponse } from 'msw';

/** One side of the contract: the real shop, or the MSW handlers answering the same client. */
export interface Side {
  name: 'API' | 'fixture';
  api: Api;
  /** The bearer token the api sends; set by logging in. */
  session: { token: string | null };
  guest: { token: string | null };
}

function side(name: Side['name'], baseUrl: string, fetchImpl?: typeof fetch): Side {
  const session = { token: null as string | null };
  const guest = { token: null as string | null };
  const api = createApi({
    baseUrl,
    getToken: () => session.token,
    guestTokenStore: { get: () => guest.token, set: (token) => (guest.token = token) },
    fetch: fetchImpl,
  });
  return { name, api, session, guest };
}

export const realSide = (baseUrl: string): Side => side('API', baseUrl);

/** The handlers answer through msw's getResponse: no request leaves the process, no global fetch is patched. */
export function fixtureSide(): Side {
  const handlers = createShopHandlers();
  const fetchFromHandlers: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const response = await getResponse(handlers, request);
    if (!response) throw new Error(`No handler answers ${request.method} ${request.url}`);
    return response;
  };
  return side('fixture', 'http://fixtures.test', fetchFromHandlers);
}

/** Logs a side in and keeps its token. */
export async function logIn(side: Side, phone: string, password: string): Promise<void> {
  side.session.token = (await side.api.auth.login({ phone, password })).token;
}
