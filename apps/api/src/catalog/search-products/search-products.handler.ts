import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../platform/database/sql-transaction.js';
import { CatalogCache } from '../catalog-cache.js';
import { catalogMessages, SEARCH_RESULT_LIMIT } from '../catalog-rules.js';
import type { ProductView, SearchResult } from '../product.view.js';
import { SearchProductsQuery } from './search-products.query.js';

// docs/decisions.md#catalog-search: full-text search (weighted: name, then keywords and subcategory,
// then category) finds and ranks the words shoppers spell right; trigram word similarity on the
// name and keywords forgives the ones they do not ("panner", "aata"). Among the forgiven, the name
// with a word fewest edits from each typed word ranks first: trigrams score "panner" alike against
// "Paneer" and "Aam Panna", the edit distance (1 against 2) does not. The text only ever travels as
// a parameter; websearch_to_tsquery never fails on syntax, and strpos has no wildcards to escape.
// docs/decisions.md#hindi-catalog: the Hindi names and the Hinglish spellings are met through
// product_terms, whose folded keys ("doodh" and "dudh", "aata" and "atta" alike) each typed word's own
// key is looked up in by their trigram index (`<%`, pg_trgm.word_similarity_threshold, 0.6 by default).
// Word by word, so "अमूल दूध" meets "अमूल ताज़ा टोंड दूध": a product's likeness is the mean over the typed
// words of its best term's (weighted) word similarity, and a word no term of it has counts 0.
const MIN_WORD_SIMILARITY = 0.4;

// Closeness of a typed word to a word of the name (or, a little less, of the keywords): 1 when equal,
// 0 at as many edits as the longer word has letters. A typed word scores its closest word; the query
// scores the mean over its words. Computed only for the products already matched.
const CLOSENESS_SQL = `
  SELECT coalesce(avg(best), 0) AS closeness FROM (
    SELECT max(w.weight * (1 - levenshtein(typed, w.word)::real / greatest(length(typed), length(w.word)))) AS best
    FROM unnest(q.words) AS typed,
      LATERAL (SELECT word, 1.0 AS weight FROM regexp_split_to_table(lower(products.name), '[^[:alnum:]]+') AS word
               UNION ALL SELECT word, 0.9 FROM regexp_split_to_table(products.keywords, '[^[:alnum:]]+') AS word) AS w
    WHERE w.word <> ''
    GROUP BY typed) AS per_word`;

/** The search as sent, the ids it finds in rank order: $1 the typed text, $2 the least fuzzy likeness, $3 the most results. */
export const SEARCH_SQL = `
  WITH q AS (SELECT websearch_to_tsquery('english', $1) AS tsq, lower($1) AS text,
                    array_remove(string_to_array(catalog_search_key($1), ' '), '') AS keys,
                    array_remove(regexp_split_to_array(lower($1), '[^[:alnum:]]+'), '') AS words),
  termed AS (
    SELECT hit.product_id, sum(hit.best) / cardinality(q.keys) AS likeness
    FROM q, LATERAL (
      SELECT t.product_id, max(t.weight * word_similarity(typed, t.key)) AS best
      FROM unnest(q.keys) AS typed JOIN product_terms t ON typed <% t.key
      GROUP BY t.product_id, typed) AS hit
    GROUP BY hit.product_id, q.keys),
  matched AS (
    SELECT products.*, (search_vector @@ q.tsq) AS spelt, m.fts * 10 + m.fuzzy + (CASE WHEN m.contains THEN 0.5 ELSE 0 END) AS score
    FROM products CROSS JOIN q LEFT JOIN termed ON termed.product_id = products.id,
      LATERAL (SELECT ts_rank(search_vector, q.tsq) AS fts,
                      greatest(word_similarity(q.text, lower(name)), word_similarity(q.text, keywords) * 0.9, coalesce(termed.likeness, 0)) AS fuzzy,
                      strpos(lower(name), q.text) > 0 OR strpos(name_hi, $1) > 0 AS contains) AS m
    WHERE NOT hidden AND (search_vector @@ q.tsq OR m.fuzzy >= $2 OR m.contains))
  SELECT products.id
  FROM matched AS products, q, LATERAL (${CLOSENESS_SQL}) AS c
  ORDER BY spelt DESC, score + c.closeness DESC, position
  LIMIT $3`;

@QueryHandler(SearchProductsQuery)
export class SearchProductsHandler implements IQueryHandler<SearchProductsQuery> {
  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(CatalogCache) private readonly cache: CatalogCache,
  ) {}

  // The ids a search finds are remembered with the catalog snapshot (catalog-cache.ts): dropped with it
  // at once on a catalog write here, within the snapshot's TTL for other instances, like the product
  // list; a stock change only writes the answer again with the new `available`.
  async execute({ text }: SearchProductsQuery): Promise<Buffer> {
    const q = text.trim();
    if (q === '') return Buffer.from(JSON.stringify({ success: true, products: [], message: catalogMessages.searchBlank } satisfies SearchResult));
    const snapshot = await this.cache.current();
    return snapshot.searchJson(q, () => this.search(q), answerOf);
  }

  private async search(q: string): Promise<string[]> {
    const rows: { id: string }[] = await this.db.query(SEARCH_SQL, [q, MIN_WORD_SIMILARITY, SEARCH_RESULT_LIMIT]);
    return rows.map((row) => row.id);
  }
}

/** The answer for the products found, in their rank's order (shopper views). */
const answerOf = (products: ProductView[]): SearchResult => ({
  success: true,
  products,
  message: products.length ? catalogMessages.found(products.length) : catalogMessages.nothingFound,
});
