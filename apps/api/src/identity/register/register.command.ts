import { Command } from '@nestjs/cqrs';
import type { UserView } from '../user.view.js';

export class RegisterCommand extends Command<UserView> {
  constructor(
    readonly name: string,
    readonly phone: string,
    readonly password: string,
  ) {
    super();
  }
}
