import { ApiProperty } from '@nestjs/swagger';

/**
 * Where a page sits in a list, as every paged answer carries it. One class, because the OpenAPI document
 * names schemas by class name: four classes called `Pagination` (one with `limit`) became one schema, and
 * the users' page was documented without its `limit`.
 */
export class Pagination {
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 3, description: 'Number of pages (at least 1, an empty list has one empty page)' }) pages!: number;
  @ApiProperty({ example: 24 }) total!: number;
}

/** A page whose size the caller chose, said back. */
export class PaginationWithLimit extends Pagination {
  @ApiProperty({ example: 10 }) limit!: number;
}

/** The one rule for a page's place in a list: at least one page, the last one partly filled. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { page, pages: Math.max(1, Math.ceil(total / limit)), total };
}
