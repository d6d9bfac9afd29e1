import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { UserDirectory } from '../../identity/index.js';
import { newObjectId } from '../../platform/ids/object-id.js';
import { addressApiMessages, MAX_ADDRESSES_PER_USER } from '../address-rules.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from '../address.view.js';
import { formColumnValues, lockAddressBook } from '../addresses.table.js';
import { AddAddressCommand } from './add-address.command.js';

@CommandHandler(AddAddressCommand)
export class AddAddressHandler implements ICommandHandler<AddAddressCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  execute({ userId, form }: AddAddressCommand): Promise<AddressView> {
    return this.db.transaction(async (tx) => {
      await lockAddressBook(this.users, tx, userId);
      const [{ count, has_default }]: { count: number; has_default: boolean }[] = await tx.query(
        `SELECT count(*)::int AS count, coalesce(bool_or(is_default), false) AS has_default FROM addresses WHERE user_id = $1`,
        [userId],
      );
      if (count >= MAX_ADDRESSES_PER_USER) throw new ConflictException(addressApiMessages.tooMany);
      // One default at all times: an address book without one (the first address) gets this one.
      const [row]: AddressRow[] = await tx.query(
        `INSERT INTO addresses (id, user_id, address_type, custom_name, building, floor, locality, landmark, contact_name, contact_phone, is_default)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${ADDRESS_COLUMNS}`,
        [
          newObjectId(),
          userId,
          ...formColumnValues(form),
          !has_default,
        ],
      );
      return toAddressView(row);
    });
  }
}
