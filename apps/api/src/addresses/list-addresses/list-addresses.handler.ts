import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from '../address.view.js';
import { ListAddressesQuery } from './list-addresses.query.js';

@QueryHandler(ListAddressesQuery)
export class ListAddressesHandler implements IQueryHandler<ListAddressesQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ userId }: ListAddressesQuery): Promise<AddressView[]> {
    // Default first, then in the order added (docs/product.md §4: a new address is appended to the list).
    const rows: AddressRow[] = await this.db.query(
      `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, created_at, id`,
      [userId],
    );
    return rows.map(toAddressView);
  }
}
