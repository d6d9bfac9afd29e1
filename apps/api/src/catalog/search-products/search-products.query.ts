import { Query } from '@nestjs/cqrs';
import type { SearchResult } from '../product.view.js';

export class SearchProductsQuery extends Query<SearchResult> {
  constructor(readonly text: string) {
    super();
  }
}
