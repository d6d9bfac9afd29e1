import { addressText, checkAddressForm, isServiceable } from '@jhatpat/domain';
import { HttpResponse, type HttpHandler } from 'msw';
import type { Address, AddressFields } from '../../addresses.api.js';
import { bodyOf, type Endpoint, errorReply, failingHandlers, loadingHandlers, newObjectId } from './handler-kit.js';
import { api } from './contract-http.js';
import { createShopState, type ShopState } from './shop-state.js';

export const addressesEndpoints: readonly Endpoint[] = [
  ['get', '/addresses'],
  ['get', '/addresses/:id'],
  ['post', '/addresses'],
  ['put', '/addresses/:id'],
  ['patch', '/addresses/:id/set-default'],
  ['delete', '/addresses/:id'],
];

const NOT_FOUND = 'Address not found.';

/** The signed-in customer's address book, with the API's rules: one default, form rules from @jhatpat/domain. */
export function addressesHandlers(state: ShopState = createShopState()): HttpHandler[] {
  const find = (id: unknown) => state.addresses.find((a) => a._id === id);
  const listed = () => [...state.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const makeDefault = (address: Address) => state.addresses.forEach((a) => (a.isDefault = a === address));
  const checked = async (request: Request) => checkAddressForm({ ...(await bodyOf<AddressFields>(request)) });
  return [
    api.get('/addresses', () => HttpResponse.json(listed())),
    api.get('/addresses/{id}', ({ params }) => {
      const address = find(params.id);
      return address ? HttpResponse.json(address) : errorReply(404, NOT_FOUND);
    }),
    api.post('/addresses', async ({ request }) => {
      const check = await checked(request);
      if (!check.ok) return errorReply(400, check.message);
      const now = new Date().toISOString();
      const address: Address = {
        _id: newObjectId(), userId: state.currentUser._id, ...check.value, isDefault: state.addresses.length === 0,
        serviceable: isServiceable(addressText(check.value)), createdAt: now, updatedAt: now,
      };
      state.addresses.push(address);
      return HttpResponse.json(address, { status: 201 });
    }),
    api.put('/addresses/{id}', async ({ request, params }) => {
      const address = find(params.id);
      if (!address) return errorReply(404, NOT_FOUND);
      const check = await checked(request);
      if (!check.ok) return errorReply(400, check.message);
      const { _id, userId, isDefault, createdAt } = address;
      const updated: Address = { _id, userId, ...check.value, isDefault, serviceable: isServiceable(addressText(check.value)), createdAt, updatedAt: new Date().toISOString() };
      state.addresses.splice(state.addresses.indexOf(address), 1, updated);
      return HttpResponse.json(updated);
    }),
    api.patch('/addresses/{id}/set-default', ({ params }) => {
      const address = find(params.id);
      if (!address) return errorReply(404, NOT_FOUND);
      makeDefault(address);
      return HttpResponse.json(address);
    }),
    api.delete('/addresses/{id}', ({ params }) => {
      const address = find(params.id);
      if (!address) return errorReply(404, NOT_FOUND);
      state.addresses.splice(state.addresses.indexOf(address), 1);
      // Deleting the default promotes the most recent other address.
      const promoted = address.isDefault ? state.addresses.at(-1) : undefined;
      if (promoted) makeDefault(promoted);
      return HttpResponse.json({ _id: address._id, msg: 'Address deleted', defaultAddressId: state.addresses.find((a) => a.isDefault)?._id ?? null });
    }),
  ];
}

export function addressesEmptyHandlers(): HttpHandler[] {
  return addressesHandlers(createShopState({ addresses: [] }));
}

export const addressesErrorHandlers = (msg?: string, status?: number) => failingHandlers(addressesEndpoints, msg, status);
export const addressesLoadingHandlers = () => loadingHandlers(addressesEndpoints);
