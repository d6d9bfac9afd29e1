import { Query } from '@nestjs/cqrs';
import type { AddressView } from '../address.view.js';

export class GetAddressQuery extends Query<AddressView> {
  constructor(
    readonly userId: string,
    readonly addressId: string,
  ) {
    super();
  }
}
