import { Command } from '@nestjs/cqrs';
import type { AddressView } from '../address.view.js';

export class SetDefaultAddressCommand extends Command<AddressView> {
  constructor(
    readonly userId: string,
    readonly addressId: string,
  ) {
    super();
  }
}
