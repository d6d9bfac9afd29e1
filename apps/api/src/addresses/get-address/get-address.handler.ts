import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { type AddressView, toAddressView } from '../address.view.js';
import { findOwnAddress } from '../addresses.table.js';
import { GetAddressQuery } from './get-address.query.js';

@QueryHandler(GetAddressQuery)
export class GetAddressHandler implements IQueryHandler<GetAddressQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ userId, addressId }: GetAddressQuery): Promise<AddressView> {
    return toAddressView(await findOwnAddress(this.db, userId, addressId));
  }
}
