import { NotFoundException } from '@nestjs/common';
import type { AddressFormValues } from '@jhatpat/domain';
import type { UserDirectory } from '../identity/index.js';
import type { SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { addressApiMessages } from './address-rules.js';
import { ADDRESS_COLUMNS, type AddressRow } from './address.view.js';

/**
 * Serialises every change to one user's defaults: the owner's account (held through identity's
 * directory) is the lock, so even the first address (no rows yet to lock) cannot be added twice as
 * default by racing requests.
 */
export async function lockAddressBook(users: UserDirectory, tx: SqlClient, userId: string): Promise<void> {
  await users.holdAccount(tx, userId);
}

/** The caller's own address, or 404 — for unknown ids, malformed ids and other users' addresses alike. */
export async function findOwnAddress(db: SqlClient, userId: string, addressId: string): Promise<AddressRow> {
  if (!isObjectId(addressId)) throw new NotFoundException(addressApiMessages.notFound);
  const rows: AddressRow[] = await db.query(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2`, [
    addressId,
    userId,
  ]);
  if (!rows[0]) throw new NotFoundException(addressApiMessages.notFound);
  return rows[0];
}

/** The address form's eight columns in table order (address_type … contact_phone), for INSERT and UPDATE alike. */
export function formColumnValues(form: AddressFormValues): unknown[] {
  return [
    form.addressType,
    form.customName ?? null,
    form.building,
    form.floor ?? null,
    form.locality,
    form.landmark ?? null,
    form.contactName,
    form.contactPhone ?? null,
  ];
}
