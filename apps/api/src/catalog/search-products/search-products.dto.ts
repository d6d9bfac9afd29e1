import { BadRequestException } from '@nestjs/common';
import { plainText } from '@jhatpat/domain';
import { catalogMessages, SEARCH_MAX_LENGTH } from '../catalog-rules.js';

/**
 * The search's query string, checked by hand rather than by a class-validator DTO: search is a hot
 * read path (bench/README.md, catalog), and the checks are the ones a DTO with whitelisting gave:
 * q optional text of at most SEARCH_MAX_LENGTH characters without NUL, and no other parameter.
 */
export function searchTextOf(query: Record<string, unknown>): string {
  for (const key of Object.keys(query)) {
    if (key !== 'q') throw new BadRequestException(`property ${key} should not exist`);
  }
  const q = query.q;
  if (q === undefined) return '';
  if (typeof q !== 'string' || q.length > SEARCH_MAX_LENGTH || !plainText.safeParse(q).success) throw new BadRequestException(catalogMessages.searchInvalid);
  return q;
}
