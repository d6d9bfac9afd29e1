import { ApiProperty } from '@nestjs/swagger';
import { orderStatuses, PAISE_PER_RUPEE, paymentMethods, paymentStatuses } from '@jhatpat/domain';
import { RupeeBillView } from '../platform/http/rupee-bill.view.js';
import type { OrderAddress, OrderItem } from './order.events.js';

export interface OrderRow {
  order_id: string;
  order_number: string;
  customer_id: string;
  customer_name: string;
  customer_phone: string;
  status: string;
  payment_status: string;
  payment_method: string;
  items: OrderItem[];
  items_total_paise: number;
  delivery_paise: number;
  handling_paise: number;
  tip_paise: number;
  donation_paise: number;
  grand_total_paise: number;
  address: OrderAddress;
  order_notes: string | null;
  carrier: string | null;
  tracking_number: string | null;
  rider_id: string | null;
  rider_name: string | null;
  placed_at: Date;
  estimated_delivery: Date;
  delivered_at: Date | null;
  refunded_paise: number;
  refund_pending_paise: number;
  status_reason: string | null;
}

export const ORDER_COLUMNS = `order_id, order_number, customer_id, customer_name, customer_phone, status, payment_status, payment_method, items,
  items_total_paise, delivery_paise, handling_paise, tip_paise, donation_paise, grand_total_paise, address, order_notes, carrier,
  tracking_number, rider_id, rider_name, placed_at, estimated_delivery, delivered_at, refunded_paise, refund_pending_paise, status_reason`;

export class OrderItemView {
  @ApiProperty() productId!: string;
  @ApiProperty({ description: 'The English name it was sold under' }) name!: string;
  @ApiProperty({ description: 'The Hindi name it was sold under, or its English name where the catalog had none (docs/decisions.md#hindi-order-lines)' })
  nameHi!: string;
  @ApiProperty() image!: string;
  @ApiProperty({ type: String, nullable: true }) variant!: string | null;
  @ApiProperty({ description: 'Unit price in rupees when the order was placed' }) price!: number;
  @ApiProperty() quantity!: number;
}

// The address and customer keep the nesting the screens were written against (docs/product.md §3):
// `addressId` and `userId` hold the populated records, not ids.
class OrderContactView {
  @ApiProperty() _id!: string;
  @ApiProperty() contactName!: string;
  @ApiProperty({ type: String, nullable: true }) contactPhone!: string | null;
}

class OrderAddressView {
  @ApiProperty({ type: OrderContactView }) addressId!: OrderContactView;
  @ApiProperty({ description: 'The address as one line, when the order was placed' }) details!: string;
}

class OrderCustomerView {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
}

class OrderRiderView {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "GET /orders/:id, to the order's customer and admins while the rider has the order: the rider's phone, to call (docs/decisions.md#rider-phone)",
  })
  phone!: string | null;
}

class OrderRefundView {
  @ApiProperty({ description: 'Rupees given back' }) refunded!: number;
  @ApiProperty({ description: 'Rupees asked of the provider, not yet done' }) pending!: number;
}

/** docs/product.md §3 "Order": rupees with up to 2 decimals; address and customer as the screens read them. */
export class OrderView extends RupeeBillView {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'The number everyone calls the order by (JP-000123), the same on every screen', example: 'JP-000123' })
  orderNumber!: string;
  @ApiProperty({ enum: orderStatuses }) status!: string;
  @ApiProperty({ enum: paymentStatuses }) paymentStatus!: string;
  @ApiProperty({ enum: paymentMethods }) paymentMethod!: string;
  @ApiProperty({ type: [OrderItemView] }) items!: OrderItemView[];
  @ApiProperty() createdAt!: string;
  @ApiProperty() estimatedDelivery!: string;
  @ApiProperty({ type: String, nullable: true }) deliveredAt!: string | null;
  @ApiProperty({ type: String, nullable: true }) orderNotes!: string | null;
  @ApiProperty({ type: OrderAddressView, description: 'A snapshot of the address when the order was placed' }) address!: OrderAddressView;
  @ApiProperty({ type: OrderCustomerView }) userId!: OrderCustomerView;
  @ApiProperty({ type: String, nullable: true }) carrier!: string | null;
  @ApiProperty({ type: String, nullable: true }) trackingNumber!: string | null;
  @ApiProperty({ type: OrderRiderView, nullable: true, description: 'The delivery rider who accepted it' }) rider!: OrderRiderView | null;
  @ApiProperty({ type: OrderRefundView, description: 'Money given back, in rupees' }) refund!: OrderRefundView;
  @ApiProperty({ type: String, nullable: true, description: 'Why the order last changed status (e.g. "payment not received in time")' })
  statusReason!: string | null;
}

const rupees = (paise: number) => paise / PAISE_PER_RUPEE;

export function toOrderView(row: OrderRow): OrderView {
  return {
    _id: row.order_id,
    orderNumber: row.order_number,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    items: row.items.map((item) => ({ productId: item.productId, name: item.name, nameHi: item.nameHi, image: item.image, variant: item.variant, price: rupees(item.pricePaise), quantity: item.quantity })),
    itemsTotal: rupees(row.items_total_paise),
    deliveryCharge: rupees(row.delivery_paise),
    handlingCharge: rupees(row.handling_paise),
    tipAmount: rupees(row.tip_paise),
    donationAmount: rupees(row.donation_paise),
    grandTotal: rupees(row.grand_total_paise),
    createdAt: new Date(row.placed_at).toISOString(),
    estimatedDelivery: new Date(row.estimated_delivery).toISOString(),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at).toISOString() : null,
    orderNotes: row.order_notes,
    address: {
      addressId: { _id: row.address.addressId, contactName: row.address.contactName, contactPhone: row.address.contactPhone },
      details: row.address.details,
    },
    userId: { _id: row.customer_id, name: row.customer_name, phone: row.customer_phone },
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    rider: row.rider_id ? { _id: row.rider_id.trim(), name: row.rider_name ?? '', phone: null } : null,
    refund: { refunded: rupees(row.refunded_paise), pending: rupees(row.refund_pending_paise) },
    statusReason: row.status_reason,
  };
}
