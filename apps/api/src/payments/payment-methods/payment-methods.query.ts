import { Query } from '@nestjs/cqrs';
import type { PaymentMethodsView } from './payment-methods.view.js';

/** The payment methods this shop takes now, and who takes the online ones. */
export class PaymentMethodsQuery extends Query<PaymentMethodsView> {}
