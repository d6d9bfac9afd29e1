import { type PreparedStatement, prepared } from '../platform/database/batch-statement.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from './address.view.js';

/**
 * What other contexts may ask of the address book: one of a customer's own addresses, as a prepared
 * statement and the meaning of its rows, so a command reads it together with its locks in one
 * round trip (platform/event-store/command-opening.ts). Null for an id that cannot be an address's.
 */
export function ownAddressRead(userId: string, addressId: string): { statement: PreparedStatement; answer: (rows: readonly unknown[]) => AddressView | null } | null {
  if (!isObjectId(addressId) || !isObjectId(userId)) return null;
  return {
    statement: prepared(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2`, [addressId, userId]),
    answer: (rows) => (rows[0] ? toAddressView(rows[0] as AddressRow) : null),
  };
}
