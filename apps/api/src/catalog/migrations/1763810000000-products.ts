import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Products1763810000000 implements MigrationInterface {
  name = 'Products1763810000000';

  async up(db: QueryRunner): Promise<void> {
    // Trigram similarity lets search forgive misspellings ("panner" → paneer); PGlite preloads it.
    await db.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await db.query(`
      CREATE TABLE products (
        id                   char(24)    PRIMARY KEY,
        position             integer     GENERATED ALWAYS AS IDENTITY,
        slug                 text        NOT NULL UNIQUE,
        name                 text        NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        price_paise          integer     NOT NULL CHECK (price_paise > 0),
        original_price_paise integer     NOT NULL CHECK (original_price_paise >= price_paise),
        weight               text        NOT NULL DEFAULT '1 pc',
        unit                 text        NOT NULL DEFAULT 'pc',
        variant              text        NOT NULL DEFAULT '',
        short_desc           text        NOT NULL DEFAULT '',
        description          text        NOT NULL DEFAULT '',
        category             text        NOT NULL DEFAULT '',
        subcategory          text        NOT NULL DEFAULT '',
        tags                 text[]      NOT NULL DEFAULT '{}',
        keywords             text        NOT NULL DEFAULT '',
        image                text        NOT NULL,
        hidden               boolean     NOT NULL DEFAULT false,
        search_vector        tsvector    GENERATED ALWAYS AS (
                               setweight(to_tsvector('english', name), 'A') ||
                               setweight(to_tsvector('english', keywords || ' ' || subcategory), 'B') ||
                               setweight(to_tsvector('simple', category), 'C')
                             ) STORED,
        created_at           timestamptz NOT NULL DEFAULT now(),
        updated_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX products_search_vector ON products USING gin (search_vector)`);
    await db.query(`CREATE INDEX products_name_trgm ON products USING gin (lower(name) gin_trgm_ops)`);
    await db.query(`CREATE INDEX products_category ON products (lower(category))`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE products`);
  }
}
