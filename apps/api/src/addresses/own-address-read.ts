import pg from 'pg';
import { isObjectId } from '../platform/ids/object-id.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from './address.view.js';

/**
 * What other contexts may ask of the address book: one of a customer's own addresses, as a statement
 * without parameters and the meaning of its rows, so a command reads it together with its locks in one
 * round trip (platform/event-store/command-opening.ts). Null for an id that cannot be an address's.
 */
export function ownAddressRead(userId: string, addressId: string): { statement: string; answer: (rows: readonly unknown[]) => AddressView | null } | null {
  if (!isObjectId(addressId) || !isObjectId(userId)) return null;
  return {
    statement: `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ${pg.escapeLiteral(addressId)} AND user_id = ${pg.escapeLiteral(userId)}`,
    answer: (rows) => (rows[0] ? toAddressView(rows[0] as AddressRow) : null),
  };
}
