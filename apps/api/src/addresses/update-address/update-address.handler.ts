import { Inject, NotFoundException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import { addressApiMessages } from '../address-rules.js';
import { ADDRESS_COLUMNS, type AddressRow, type AddressView, toAddressView } from '../address.view.js';
import { formColumnValues } from '../addresses.table.js';
import { UpdateAddressCommand } from './update-address.command.js';

@CommandHandler(UpdateAddressCommand)
export class UpdateAddressHandler implements ICommandHandler<UpdateAddressCommand> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ userId, addressId, form }: UpdateAddressCommand): Promise<AddressView> {
    if (!isObjectId(addressId)) throw new NotFoundException(addressApiMessages.notFound);
    // The form fields only: the owner and the default flag are not the form's to change.
    const rows: AddressRow[] = await this.db.query(
      `UPDATE addresses SET address_type = $3, custom_name = $4, building = $5, floor = $6, locality = $7, landmark = $8,
              contact_name = $9, contact_phone = $10, updated_at = now()
        WHERE id = $1 AND user_id = $2 RETURNING ${ADDRESS_COLUMNS}`,
      [
        addressId,
        userId,
        ...formColumnValues(form),
      ],
    );
    if (!rows[0]) throw new NotFoundException(addressApiMessages.notFound);
    return toAddressView(rows[0]);
  }
}
