// What a program that runs the shop inside its own process needs: the benchmarks start the API here and
// reach into it (its SQL path and event store, found by class), and make their customers' rows the way
// the shop makes them. The build bundles this file beside the server (docs/decisions.md#bundled-server),
// so a bench loads one copy of the API's classes, the same code `npm run serve` runs.
// The shop's own JwtService: a bench signs its customers' tokens with the key the shop was given.
export { JwtService } from '@nestjs/jwt';
export { createApp } from './create-app.js';
export { insertUser } from './identity/users.table.js';
export { hashPassword } from './identity/password-hasher.js';
export { NEXT_ORDER_NUMBER, orderNumberFrom } from './ordering/order-number.js';
export { Sql } from './platform/database/sql-transaction.js';
export { EventStore } from './platform/event-store/index.js';
export { newObjectId } from './platform/ids/object-id.js';
