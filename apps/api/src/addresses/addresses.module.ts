import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../identity/index.js';
import { AddAddressController } from './add-address/add-address.controller.js';
import { AddAddressHandler } from './add-address/add-address.handler.js';
import { DeleteAddressController } from './delete-address/delete-address.controller.js';
import { DeleteAddressHandler } from './delete-address/delete-address.handler.js';
import { GetAddressController } from './get-address/get-address.controller.js';
import { GetAddressHandler } from './get-address/get-address.handler.js';
import { ListAddressesController } from './list-addresses/list-addresses.controller.js';
import { ListAddressesHandler } from './list-addresses/list-addresses.handler.js';
import { SetDefaultAddressController } from './set-default-address/set-default-address.controller.js';
import { SetDefaultAddressHandler } from './set-default-address/set-default-address.handler.js';
import { UpdateAddressController } from './update-address/update-address.controller.js';
import { UpdateAddressHandler } from './update-address/update-address.handler.js';

/** A customer's saved addresses (docs/product.md §3, §7): exactly one default each, visible to their owner only. */
@Module({
  imports: [UserDirectoryModule],
  controllers: [
    ListAddressesController,
    GetAddressController,
    AddAddressController,
    UpdateAddressController,
    SetDefaultAddressController,
    DeleteAddressController,
  ],
  providers: [
    ListAddressesHandler,
    GetAddressHandler,
    AddAddressHandler,
    UpdateAddressHandler,
    SetDefaultAddressHandler,
    DeleteAddressHandler,
  ],
})
export class AddressesModule {}
