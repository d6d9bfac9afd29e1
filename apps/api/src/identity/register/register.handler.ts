import { ConflictException, Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { messages } from '../user-rules.js';
import { toUserView, type UserView } from '../user.view.js';
import { insertUser, PhoneTakenError } from '../users.table.js';
import { RegisterCommand } from './register.command.js';

@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ name, phone, password }: RegisterCommand): Promise<UserView> {
    try {
      return toUserView(await insertUser(this.db, { name, phone, password, role: 'customer' }));
    } catch (error) {
      if (error instanceof PhoneTakenError) throw new ConflictException(messages.phoneTaken);
      throw error;
    }
  }
}
