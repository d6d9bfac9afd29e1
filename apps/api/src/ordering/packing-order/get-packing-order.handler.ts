import { Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ON_THE_PACKING_FLOOR } from '@jhatpat/domain';
import { Sql } from '../../platform/database/sql-transaction.js';
import { isObjectId } from '../../platform/ids/object-id.js';
import type { PackingViewState } from '../packing/packing-view.fold.js';
import { type OnePackingOrder, toPackingOrderView } from '../packing/packing.view.js';
import { GetPackingOrderQuery } from './get-packing-order.query.js';

/** One order on the packing floor (waiting, being packed or packed); any other is not the floor's to see. */
@QueryHandler(GetPackingOrderQuery)
export class GetPackingOrderHandler implements IQueryHandler<GetPackingOrderQuery> {
  constructor(@Inject(Sql) private readonly db: Sql) {}

  async execute({ orderId }: GetPackingOrderQuery): Promise<OnePackingOrder> {
    const [row]: { packing: PackingViewState }[] = isObjectId(orderId)
      ? await this.db.query(`SELECT packing FROM packing_view WHERE order_id = $1 AND status = ANY($2::text[])`, [orderId, ON_THE_PACKING_FLOOR])
      : [];
    if (!row) throw new NotFoundException('Order not found');
    return { success: true, order: toPackingOrderView(row.packing) };
  }
}
