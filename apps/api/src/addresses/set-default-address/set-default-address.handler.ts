import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { UserDirectory } from '../../identity/index.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from '../address.view.js';
import { findOwnAddress, lockAddressBook } from '../addresses.table.js';
import { SetDefaultAddressCommand } from './set-default-address.command.js';

@CommandHandler(SetDefaultAddressCommand)
export class SetDefaultAddressHandler implements ICommandHandler<SetDefaultAddressCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  execute({ userId, addressId }: SetDefaultAddressCommand): Promise<AddressView> {
    return this.db.transaction(async (tx) => {
      await lockAddressBook(this.users, tx, userId);
      await findOwnAddress(tx, userId, addressId);
      // Two statements, old default off first: the unique index is checked row by row, not per statement.
      await tx.query(`UPDATE addresses SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND id <> $2`, [
        userId,
        addressId,
      ]);
      const rows: AddressRow[] = await tx.query(
        `UPDATE addresses SET is_default = true, updated_at = CASE WHEN is_default THEN updated_at ELSE now() END
          WHERE id = $1 RETURNING ${ADDRESS_COLUMNS}`,
        [addressId],
      );
      return toAddressView(rows[0]);
    });
  }
}
