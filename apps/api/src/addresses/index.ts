export { AddressesModule } from './addresses.module.js';
export { AddressBook } from './address-book.js';
export type { AddressView } from './address.view.js';
