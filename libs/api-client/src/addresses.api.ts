import type { AddressFormValues } from '@jhatpat/domain';
import type { HttpClient } from './http.js';
import { segment } from './path-segment.js';
import type { Schemas } from './contract/schemas.js';

/** A saved address as the API sends it (docs/product.md §3), with the server's serviceability verdict. */
export interface Address extends AddressFormValues {
  _id: string;
  userId: string;
  /** Exactly one of a user's addresses is the default. */
  isDefault: boolean;
  /** docs/product.md §4: the address text mentions Patna. */
  serviceable: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The address form's fields (docs/product.md §5 rules in @jhatpat/domain's checkAddressForm); the type defaults to Home. */
export type AddressFields = Omit<AddressFormValues, 'addressType'> & Partial<Pick<AddressFormValues, 'addressType'>>;

export type AddressDeleted = Schemas['AddressDeleted'];

/** docs/product.md §7 "Addresses" (the caller's own; a customer's token). */
export function addressesApi(http: HttpClient) {
  return {
    list: () => http.get<Address[]>('/addresses'),
    get: (id: string) => http.get<Address>(`/addresses/${segment(id)}`),
    add: (fields: AddressFields) => http.post<Address>('/addresses', fields),
    update: (id: string, fields: AddressFields) => http.put<Address>(`/addresses/${segment(id)}`, fields),
    /** Answers with the new default address. */
    setDefault: (id: string) => http.patch<Address>(`/addresses/${segment(id)}/set-default`),
    remove: (id: string) => http.delete<AddressDeleted>(`/addresses/${segment(id)}`),
  };
}

export type AddressesApi = ReturnType<typeof addressesApi>;
