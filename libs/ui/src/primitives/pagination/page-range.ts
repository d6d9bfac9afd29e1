export type PageRangeItem = number | 'gap';

/** Seven slots at most: first, last, the current page with its neighbours, and gaps, so buttons never jump. */
export function pageRange(page: number, pageCount: number): PageRangeItem[] {
  const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= 7) return span(1, pageCount);
  if (page <= 4) return [...span(1, 5), 'gap', pageCount];
  if (page >= pageCount - 3) return [1, 'gap', ...span(pageCount - 4, pageCount)];
  return [1, 'gap', page - 1, page, page + 1, 'gap', pageCount];
}
