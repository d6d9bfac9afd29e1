import type { NewEvent } from '../../platform/event-store/index.js';

/** Ids only: the log says an erasure happened and whose, never what was erased (docs/decisions.md#erasure). */
export interface CustomerErasedData {
  customerId: string;
  /** The customer's orders, for readers that file by order (the admin notifications). */
  orderIds: string[];
}

export type CustomerErased = NewEvent<'CustomerErased', CustomerErasedData>;

export const customerStream = (customerId: string) => ({ streamId: `customer-${customerId}`, streamType: 'customer' });
