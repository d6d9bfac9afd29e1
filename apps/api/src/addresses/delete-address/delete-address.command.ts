import { Command } from '@nestjs/cqrs';
import type { AddressDeleted } from './address-deleted.js';

export class DeleteAddressCommand extends Command<AddressDeleted> {
  constructor(
    readonly userId: string,
    readonly addressId: string,
  ) {
    super();
  }
}
