import { Query } from '@nestjs/cqrs';

/** Answers the search as SearchResult JSON bytes, serialised once per catalog snapshot. */
export class SearchProductsQuery extends Query<Buffer> {
  constructor(readonly text: string) {
    super();
  }
}
