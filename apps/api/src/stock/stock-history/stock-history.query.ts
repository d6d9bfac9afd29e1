import { Query } from '@nestjs/cqrs';
import type { StockHistory } from './stock-history.view.js';

export class StockHistoryQuery extends Query<StockHistory> {
  constructor(
    readonly productId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}
