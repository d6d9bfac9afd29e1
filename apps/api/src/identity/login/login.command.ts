import { Command } from '@nestjs/cqrs';
import type { LoginResult } from './login.dto.js';

/** A login's outcome: the response body, and the device cookie value to set for this browser. */
export interface LoggedIn {
  result: LoginResult;
  deviceCookie: string;
}

export class LoginCommand extends Command<LoggedIn> {
  constructor(
    readonly phone: string,
    readonly password: string,
    /** The client's address (request.ip, behind trusted proxies), for the login limits. */
    readonly client: string,
    /** The device cookie the browser sent, if any (checked by the handler, not trusted here). */
    readonly deviceCookie?: string,
  ) {
    super();
  }
}
