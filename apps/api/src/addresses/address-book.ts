import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { pooledSql, type SqlClient } from '../platform/database/sql-transaction.js';
import { isObjectId } from '../platform/ids/object-id.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from './address.view.js';

/** What other contexts may ask of the address book: one of a customer's own addresses. */
@Injectable()
export class AddressBook {
  private readonly sql: SqlClient;

  constructor(@Inject(DataSource) db: DataSource) {
    this.sql = pooledSql(db);
  }

  async findOwn(userId: string, addressId: string): Promise<AddressView | null> {
    if (!isObjectId(addressId)) return null;
    const rows: AddressRow[] = await this.sql.query(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2`, [addressId, userId]);
    return rows[0] ? toAddressView(rows[0]) : null;
  }
}
