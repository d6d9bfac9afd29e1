import type { AddressFormValues } from '@jhatpat/domain';
import { Command } from '@nestjs/cqrs';
import type { AddressView } from '../address.view.js';

export class UpdateAddressCommand extends Command<AddressView> {
  constructor(
    readonly userId: string,
    readonly addressId: string,
    readonly form: AddressFormValues,
  ) {
    super();
  }
}
