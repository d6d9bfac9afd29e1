import { ApiProperty } from '@nestjs/swagger';
import { orderStatuses, PAISE_PER_RUPEE, paymentMethods } from '@jhatpat/domain';
import { OrderItemView } from '../order.view.js';
import type { PackingViewState } from './packing-view.fold.js';

const rupees = (paise: number) => paise / PAISE_PER_RUPEE;
export const lineOutcomes = ['pending', 'picked', 'short', 'substituted'] as const;

export class PackingSubstituteView {
  @ApiProperty() productId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Its Hindi name when bagged, or its English name where the catalog had none' }) nameHi!: string;
  @ApiProperty() image!: string;
  @ApiProperty({ type: String, nullable: true }) variant!: string | null;
  @ApiProperty({ description: 'Unit price in rupees' }) price!: number;
}

/** An ordered line (as the order shows it) and what packing made of it. */
export class PackingLineView extends OrderItemView {
  @ApiProperty({ enum: lineOutcomes }) outcome!: (typeof lineOutcomes)[number];
  @ApiProperty({ description: 'Units missing from the shelf (a short line), else 0' }) missing!: number;
  @ApiProperty({ type: PackingSubstituteView, nullable: true }) substitute!: PackingSubstituteView | null;
  @ApiProperty({ description: 'Rupees this line took off the bill' }) takenOff!: number;
}

export class PackerView {
  @ApiProperty() _id!: string;
  @ApiProperty() name!: string;
}

/** An order as the packing floor sees it: its lines and what became of each, no personal field. */
export class PackingOrderView {
  @ApiProperty() _id!: string;
  @ApiProperty({ description: 'The order number everyone uses (JP-000123)' }) orderNumber!: string;
  @ApiProperty({ enum: orderStatuses }) status!: string;
  @ApiProperty({ enum: paymentMethods }) paymentMethod!: string;
  @ApiProperty({ description: 'When the order was placed: the 8-minute promise runs from here' }) placedAt!: string;
  @ApiProperty({ type: PackerView, nullable: true }) packer!: PackerView | null;
  @ApiProperty({ type: String, nullable: true }) claimedAt!: string | null;
  @ApiProperty({ type: [PackingLineView] }) lines!: PackingLineView[];
  @ApiProperty({ description: 'Rupees, as placed' }) grandTotal!: number;
  @ApiProperty({ description: 'Rupees short and substituted lines took off the bill' }) takenOff!: number;
  @ApiProperty({ description: 'The bill after packing, in rupees: what a cash order pays at the door' }) amountDue!: number;
}

export class PackingQueueView {
  @ApiProperty({ type: [PackingOrderView], description: 'Confirmed and being-packed orders, oldest first' }) orders!: PackingOrderView[];
  @ApiProperty({ description: "The server's time, so a tablet with a wrong clock still times orders right" }) now!: string;
}

export class OnePackingOrder {
  @ApiProperty() success!: boolean;
  @ApiProperty({ type: PackingOrderView }) order!: PackingOrderView;
}

export function toPackingOrderView(state: PackingViewState): PackingOrderView {
  const { packing } = state;
  const takenOffPaise = packing?.takenOffPaise ?? 0;
  return {
    _id: state.orderId,
    orderNumber: state.orderNumber,
    status: state.status,
    paymentMethod: state.paymentMethod,
    placedAt: new Date(state.placedAt).toISOString(),
    packer: packing ? { _id: packing.packerId, name: packing.packerName } : null,
    claimedAt: packing?.claimedAt ?? null,
    lines: state.items.map((item) => {
      const decided = packing?.lines[item.productId];
      const substitute = decided?.outcome === 'substituted' ? { ...decided.substitute, price: rupees(decided.substitute.pricePaise) } : null;
      return {
        productId: item.productId,
        name: item.name,
        nameHi: item.nameHi,
        image: item.image,
        variant: item.variant,
        price: rupees(item.pricePaise),
        quantity: item.quantity,
        outcome: decided?.outcome ?? 'pending',
        missing: decided?.outcome === 'short' ? decided.missing : 0,
        substitute: substitute && { productId: substitute.productId, name: substitute.name, nameHi: substitute.nameHi, image: substitute.image, variant: substitute.variant, price: substitute.price },
        takenOff: rupees(decided && decided.outcome !== 'picked' ? decided.amountPaise : 0),
      };
    }),
    grandTotal: rupees(state.grandTotalPaise),
    takenOff: rupees(takenOffPaise),
    amountDue: rupees(state.grandTotalPaise - takenOffPaise),
  };
}
