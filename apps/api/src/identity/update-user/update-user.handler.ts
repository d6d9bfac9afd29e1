import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { lockUserAndAdmins, removesLastAdmin } from '../admin-roster.js';
import { endSessionsOf } from '../login-sessions.js';
import { SessionCache } from '../session-cache.js';
import { messages } from '../user-rules.js';
import { toUserView, USER_COLUMNS, type UserRow, type UserView } from '../user.view.js';
import { isUniqueViolation } from '../users.table.js';
import { UpdateUserCommand } from './update-user.command.js';

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  async execute({ userId, name, phone, role }: UpdateUserCommand): Promise<UserView> {
    try {
      return await this.db.transaction(async (tx) => {
        const locked = await lockUserAndAdmins(tx, userId);
        if (!locked.user) throw new NotFoundException(messages.userNotFound);
        if (removesLastAdmin(locked, role)) throw new ConflictException(messages.lastAdminDemoted);
        // The guard's remembered name, phone and role of this user are read afresh from now on.
        this.sessions.changingUser(userId);
        const [row]: UserRow[] = await tx.query(
          `UPDATE users SET name = $2, phone = $3, role = $4, updated_at = now() WHERE id = $1 RETURNING ${USER_COLUMNS}`,
          [userId, name, phone, role],
        );
        // A new role is a new session: every open one ends now, sockets included (issue 16 item 5).
        if (locked.user.role !== role) await endSessionsOf(tx, this.sessions, userId, 'role changed');
        return toUserView(row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(messages.phoneTaken);
      throw error;
    }
  }
}
