import { Query } from '@nestjs/cqrs';
import type { AddressView } from '../address.view.js';

export class ListAddressesQuery extends Query<AddressView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
