import { ConflictException, GoneException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { ACCOUNT_ERASED } from '../../platform/personal-data/index.js';
import { hashPassword } from '../password-hasher.js';
import { messages } from '../user-rules.js';
import { toUserView, USER_COLUMNS, type UserRow, type UserView } from '../user.view.js';
import { SetPasswordCommand } from './set-password.command.js';

/**
 * Only while no password was ever set: changing a known password would need the old one (ASVS 6.2.3),
 * which this path does not ask for. The check and the write are one statement, so two tabs racing
 * cannot both set one.
 */
@CommandHandler(SetPasswordCommand)
export class SetPasswordHandler implements ICommandHandler<SetPasswordCommand> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ user, password }: SetPasswordCommand): Promise<UserView> {
    // Refused before hashing: an argon2 hash waits for one of the few hashing slots logins share (#hashing-gate).
    await this.refuseUnlessPasswordless(user.id);
    const passwordHash = await hashPassword(password);
    const [row]: UserRow[] = await this.db.query(
      `UPDATE users SET password_hash = $2, password_set = true, updated_at = now()
        WHERE id = $1 AND NOT password_set RETURNING ${USER_COLUMNS}`,
      [user.id, passwordHash],
    );
    if (row) return toUserView(row);
    // Another tab set one (or the account went) while this one hashed.
    await this.refuseUnlessPasswordless(user.id);
    throw new ConflictException(messages.passwordAlreadySet);
  }

  private async refuseUnlessPasswordless(userId: string): Promise<void> {
    const [row]: { password_set: boolean }[] = await this.db.query(`SELECT password_set FROM users WHERE id = $1`, [userId]);
    if (!row) throw new GoneException(ACCOUNT_ERASED);
    if (row.password_set) throw new ConflictException(messages.passwordAlreadySet);
  }
}
