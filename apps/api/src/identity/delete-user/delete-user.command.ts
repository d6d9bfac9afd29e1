import { Command } from '@nestjs/cqrs';

export class DeleteUserCommand extends Command<{ _id: string; msg: string }> {
  constructor(readonly userId: string) {
    super();
  }
}
