import type { Role } from '@jhatpat/domain';
import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user.view.js';

export class UpdateUserCommand extends Command<UserView> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly phone: string,
    readonly role: Role,
  ) {
    super();
  }
}
