import { EventLog1763790000000 } from './1763790000000-event-log.js';
import { Users1763790100000 } from './1763790100000-users.js';
import { IdempotencyKeys1763800000000 } from './1763800000000-idempotency-keys.js';
import { LoginAttempts1763790200000 } from './1763790200000-login-attempts.js';
import { Addresses1763820000000 } from './1763820000000-addresses.js';
import { Products1763810000000 } from './1763810000000-products.js';
import { CartView1763830000000 } from './1763830000000-cart-view.js';
import { OrdersView1763840000000 } from './1763840000000-orders-view.js';
import { Payments1763860000000 } from './1763860000000-payments.js';
import { Notifications1763850000000 } from './1763850000000-notifications.js';
import { PaymentOrderIndex1763870000000 } from './1763870000000-payment-order-index.js';
import { ProcessorHealth1763880000000 } from './1763880000000-processor-health.js';
import { Money1763900000000 } from './1763900000000-money.js';
import { CommitMarks1763910000000 } from './1763910000000-commit-marks.js';
import { Seeds1763920000000 } from './1763920000000-seeds.js';
import { EventHashChain1763930000000 } from './1763930000000-event-hash-chain.js';
import { PhoneAsText1763940000000 } from './1763940000000-phone-as-text.js';
import { UserSessions1763950000000 } from './1763950000000-user-sessions.js';
import { PiiKeys1763960000000 } from './1763960000000-pii-keys.js';
import { GuestCartIdleIndex1763960300000 } from './1763960300000-guest-cart-idle-index.js';
import { GuestTokensHashedInCartView1763960400000 } from './1763960400000-guest-tokens-hashed-in-cart-view.js';
import { LoginAttemptDevice1763965000000 } from './1763965000000-login-attempt-device.js';
import { RebuildProgress1763966000000 } from './1763966000000-rebuild-progress.js';
// Until every context's migrations move to its own migrations/index.ts (contexts-data), stock's is listed here too.
// eslint-disable-next-line import-x/no-restricted-paths -- the one list the database module runs today
import { StockView1763970000000 } from '../../../stock/migrations/1763970000000-stock-view.js';

/** Every schema change, in order. ESM has no glob loading, so each migration is listed here. */
export const migrations = [
  EventLog1763790000000,
  Users1763790100000,
  LoginAttempts1763790200000,
  IdempotencyKeys1763800000000,
  Products1763810000000,
  Addresses1763820000000,
  CartView1763830000000,
  OrdersView1763840000000,
  Notifications1763850000000,
  Payments1763860000000,
  PaymentOrderIndex1763870000000,
  ProcessorHealth1763880000000,
  Money1763900000000,
  CommitMarks1763910000000,
  Seeds1763920000000,
  EventHashChain1763930000000,
  PhoneAsText1763940000000,
  UserSessions1763950000000,
  PiiKeys1763960000000,
  GuestCartIdleIndex1763960300000,
  GuestTokensHashedInCartView1763960400000,
  LoginAttemptDevice1763965000000,
  RebuildProgress1763966000000,
  StockView1763970000000,
];
