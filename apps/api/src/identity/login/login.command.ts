import { Command } from '@nestjs/cqrs';
import type { LoginResult } from './login.dto.js';

export class LoginCommand extends Command<LoginResult> {
  constructor(
    readonly phone: string,
    readonly password: string,
    /** The client's address (request.ip, behind trusted proxies), for the login limits. */
    readonly client: string,
  ) {
    super();
  }
}
