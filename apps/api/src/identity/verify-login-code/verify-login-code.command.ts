import { Command } from '@nestjs/cqrs';
import type { LoggedIn } from '../login/login.command.js';

export class VerifyLoginCodeCommand extends Command<LoggedIn> {
  constructor(
    readonly phone: string,
    readonly code: string,
    /** A new phone's account name; without it a new phone is asked for one and its code is kept. */
    readonly name: string | undefined,
  ) {
    super();
  }
}
