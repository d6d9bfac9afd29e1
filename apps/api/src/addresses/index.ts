export { AddressesModule } from './addresses.module.js';
export { ownAddressRead } from './own-address-read.js';
export type { AddressView } from './address.view.js';
