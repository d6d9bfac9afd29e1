import type { AddressFormValues } from '@jhatpat/domain';
import { Command } from '@nestjs/cqrs';
import type { AddressView } from '../address.view.js';

export class AddAddressCommand extends Command<AddressView> {
  constructor(
    readonly userId: string,
    readonly form: AddressFormValues,
  ) {
    super();
  }
}
