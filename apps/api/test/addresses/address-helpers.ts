import type { TestApp } from '../support/test-app.js';

export type Auth = Record<string, string>;

export const homeAddress = {
  addressType: 'Home',
  building: 'Flat 4B, Sunrise Apartments',
  floor: '2nd floor',
  locality: 'Boring Road, Patna, Bihar',
  landmark: 'Opposite the petrol pump',
  contactName: 'Ravi Kumar',
  contactPhone: '9876543210',
};

/** fetch() for the address routes, with a JSON body when one is given. */
export function addressesApi(shop: TestApp) {
  const send = (method: string, path: string, auth: Auth, body?: unknown) =>
    shop.request(`/api/addresses${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return {
    list: (auth: Auth) => send('GET', '', auth),
    get: (id: string, auth: Auth) => send('GET', `/${id}`, auth),
    add: (body: unknown, auth: Auth) => send('POST', '', auth, body),
    update: (id: string, body: unknown, auth: Auth) => send('PUT', `/${id}`, auth, body),
    setDefault: (id: string, auth: Auth) => send('PATCH', `/${id}/set-default`, auth),
    remove: (id: string, auth: Auth) => send('DELETE', `/${id}`, auth),
  };
}
