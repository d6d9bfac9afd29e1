import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { lockUserAndAdmins, removesLastAdmin } from '../admin-roster.js';
import { SessionCache } from '../session-cache.js';
import { messages } from '../user-rules.js';
import { DeleteUserCommand } from './delete-user.command.js';

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(SessionCache) private readonly sessions: SessionCache,
  ) {}

  execute({ userId }: DeleteUserCommand): Promise<{ _id: string; msg: string }> {
    return this.db.transaction(async (tx) => {
      const locked = await lockUserAndAdmins(tx, userId);
      if (!locked.user) throw new NotFoundException(messages.userNotFound);
      if (removesLastAdmin(locked, null)) throw new ConflictException(messages.lastAdminDeleted);
      // Their sessions go with them (ON DELETE CASCADE): none is answered from the guard's cache from now on.
      this.sessions.changingUser(userId);
      await tx.query(`DELETE FROM users WHERE id = $1`, [userId]);
      return { _id: userId, msg: 'User deleted' };
    });
  }
}
