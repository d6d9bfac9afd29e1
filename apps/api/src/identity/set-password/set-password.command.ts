import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';
import type { UserView } from '../user.view.js';

export class SetPasswordCommand extends Command<UserView> {
  constructor(
    readonly user: AuthenticatedUser,
    readonly password: string,
  ) {
    super();
  }
}
