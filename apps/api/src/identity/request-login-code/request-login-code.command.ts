import { Command } from '@nestjs/cqrs';
import type { LoginCodeSent } from './request-login-code.dto.js';

export class RequestLoginCodeCommand extends Command<LoginCodeSent> {
  constructor(
    readonly phone: string,
    /** The client's address (request.ip, behind trusted proxies), for the per-client send limit. */
    readonly client: string,
    /** The host the shop answers on, for the SMS's WebOTP line when PUBLIC_URL does not name one. */
    readonly host: string,
  ) {
    super();
  }
}
