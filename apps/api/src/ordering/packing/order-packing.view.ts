import { ApiProperty } from '@nestjs/swagger';
import { PackingLineView, type PackingOrderView } from './packing.view.js';

/** What packing changed on a customer's order: the lines that went short or were substituted, and the bill after them. */
export class OrderPackingView {
  @ApiProperty({ type: String, nullable: true, description: 'When a packer took the order' }) claimedAt!: string | null;
  @ApiProperty({ type: [PackingLineView], description: 'Only the lines packing changed (short or substituted)' }) changes!: PackingLineView[];
  @ApiProperty({ description: 'Rupees the changes took off the bill' }) takenOff!: number;
  @ApiProperty({ description: 'The bill after packing, in rupees: what a cash order pays at the door' }) amountDue!: number;
}

export function toOrderPackingView(order: PackingOrderView): OrderPackingView {
  return {
    claimedAt: order.claimedAt,
    changes: order.lines.filter((line) => line.outcome === 'short' || line.outcome === 'substituted'),
    takenOff: order.takenOff,
    amountDue: order.amountDue,
  };
}
