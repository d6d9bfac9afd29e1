import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../platform/auth/authenticated-user.js';

export class EraseAccountCommand extends Command<{ msg: string }> {
  constructor(
    readonly user: AuthenticatedUser,
    /** One of the two proofs (EraseAccountBody): the password, or a code sent to the account's phone. */
    readonly proof: { password?: string; code?: string },
    /** The client address, for the login limits that wrong passwords here count against. */
    readonly client: string,
  ) {
    super();
  }
}
