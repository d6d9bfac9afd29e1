// The shapes this context reads from the log (written by ordering and payments): only the fields used
// here, so those contexts stay free to add fields; the log is the contract, not their TypeScript.

export interface OrderPlacedFacts {
  orderId: string;
  customerId: string;
  customerName: string;
  grandTotalPaise: number;
  paymentMethod: string;
  status: string;
  paymentStatus: string;
}

export interface OrderStatusChangedFacts {
  orderId: string;
  from: string;
  to: string;
  reason?: string;
}

export interface OrderAcceptedForDeliveryFacts {
  orderId: string;
  riderId: string;
}

export interface RefundSettledFacts {
  orderId: string;
  paymentId: string;
  amountPaise: number;
  reason?: string;
}

export interface PaymentSucceededFacts {
  paymentId: string;
  orderId: string;
  method: string;
  amountPaise: number;
}

export interface PaymentFailedFacts {
  paymentId: string;
  orderId: string;
  method: string;
  reason: string;
}

/** The events that make an admin order notification. */
/** Written by identity when a customer deletes their account: ids only (docs/decisions.md#erasure). */
export const CUSTOMER_ERASED = 'CustomerErased';

export interface CustomerErasedFacts {
  customerId: string;
  orderIds: string[];
}

export const NOTIFICATION_EVENT_TYPES = ['OrderPlaced', 'PaymentSucceeded', 'PaymentFailed', 'OrderStatusChanged', 'RefundSucceeded', 'RefundFailed'] as const;

/** The events that move an order a customer may be watching; a packed line's change is one (docs/decisions.md#packing). */
export const ORDER_PROGRESS_EVENT_TYPES = ['OrderStatusChanged', 'OrderPaymentStatusChanged', 'OrderAcceptedForDelivery', 'OrderLineShort', 'OrderLineSubstituted'] as const;

export const orderStreamId = (orderId: string): string => `order-${orderId}`;
