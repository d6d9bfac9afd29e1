import { Command } from '@nestjs/cqrs';

/** Close one guest cart the expiry job found idle at `idleVersion` since `idleSince`; answers 1 if closed, 0 if not. */
export class ExpireGuestCartCommand extends Command<number> {
  constructor(
    readonly streamId: string,
    readonly idleVersion: number,
    readonly idleSince: Date,
  ) {
    super();
  }
}
