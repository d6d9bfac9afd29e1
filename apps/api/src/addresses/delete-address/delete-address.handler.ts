import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { UserDirectory } from '../../identity/index.js';
import { addressApiMessages } from '../address-rules.js';
import { findOwnAddress, lockAddressBook } from '../addresses.table.js';
import type { AddressDeleted } from './address-deleted.js';
import { DeleteAddressCommand } from './delete-address.command.js';

@CommandHandler(DeleteAddressCommand)
export class DeleteAddressHandler implements ICommandHandler<DeleteAddressCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(UserDirectory) private readonly users: UserDirectory,
  ) {}

  execute({ userId, addressId }: DeleteAddressCommand): Promise<AddressDeleted> {
    return this.db.transaction(async (tx) => {
      await lockAddressBook(this.users, tx, userId);
      const address = await findOwnAddress(tx, userId, addressId);
      await tx.query(`DELETE FROM addresses WHERE id = $1`, [addressId]);
      // One default at all times: deleting it promotes the most recently added of the others.
      if (address.is_default) {
        await tx.query(
          `UPDATE addresses SET is_default = true, updated_at = now()
            WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
          [userId],
        );
      }
      const rows: { id: string }[] = await tx.query(`SELECT id FROM addresses WHERE user_id = $1 AND is_default`, [userId]);
      return { _id: addressId, msg: addressApiMessages.deleted, defaultAddressId: rows[0]?.id ?? null };
    });
  }
}
