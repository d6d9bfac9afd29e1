import type { MigrationInterface, QueryRunner } from 'typeorm';

export class NameTypos1764000500000 implements MigrationInterface {
  name = 'NameTypos1764000500000';

  // Search ranks a misspelt word by its edit distance to each word of a name (levenshtein), which
  // tells "panner" is one edit from "paneer" and two from "panna" where trigrams tie
  // (docs/decisions.md#catalog-search). Trusted like pg_trgm, and preloaded by PGlite.
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP EXTENSION IF EXISTS fuzzystrmatch`);
  }
}
