export { AddressesModule } from './addresses.module.js';
