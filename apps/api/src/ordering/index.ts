export { OrderingModule } from './ordering.module.js';
export type { OrderEvent, OrderPlacedData } from './order.events.js';
export type { PackingEvent } from './packing/packing.events.js';
export { orderEventTypes } from './order.events.js';
export { CUSTOMER_ERASED, orderIdsOfCustomer } from './customer-erased.js';
