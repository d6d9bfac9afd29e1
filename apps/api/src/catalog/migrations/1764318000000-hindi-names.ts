import type { MigrationInterface, QueryRunner } from 'typeorm';
import { hindiProductNames } from '../seed/hindi-names.data.js';
import { hindiSubcategories } from '../seed/hindi-shelves.data.js';

// docs/decisions.md#hindi-catalog: every product has a Hindi name and shelf name beside the English
// ones (NULL until known: the views then show the English text), and search meets Devanagari, Hinglish
// and English alike through product_terms, the product's names, keywords and shelf names, each with a
// romanised folding key under a trigram index. A trigger keeps the terms in step with the products,
// whoever writes them (the shop, the seed, a tool, psql).
export class HindiNames1764318000000 implements MigrationInterface {
  name = 'HindiNames1764318000000';

  // Idempotent, as every migration here: a shop whose migrations table lost its row (a restore, the
  // read-only spec's older schema) applies it again on its next start.
  async up(db: QueryRunner): Promise<void> {
    // unaccent folds "ā" to "a" for shoppers who type IAST; trusted like pg_trgm, and preloaded by PGlite.
    await db.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await db.query(`
      ALTER TABLE products
        ADD COLUMN IF NOT EXISTS name_hi text CHECK (length(name_hi) BETWEEN 1 AND 200),
        ADD COLUMN IF NOT EXISTS subcategory_hi text CHECK (length(subcategory_hi) <= 100)`);
    await db.query(`
      CREATE OR REPLACE FUNCTION catalog_search_key(term text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
        SELECT btrim(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
                 translate(translate(
                   regexp_replace(normalize(lower(unaccent(term)), NFD), '[^[:alnum:]\\u0900-\\u097F]+', ' ', 'g'),
                   'wz', 'vj'),
                   -- Devanagari: the nukta goes (ज़/ज, फ़/फ) and chandrabindu counts as anusvara (ँ/ं).
                   E'\\u0901\\u093C', E'\\u0902'),
                 'a{2,}', 'a', 'g'), '(ee|ii)', 'i', 'g'), '(oo|uu)', 'u', 'g'), '(.)\\1+', '\\1', 'g'), '\\s+', ' ', 'g'))
      $$`);
    await db.query(`
      CREATE TABLE IF NOT EXISTS product_terms (
        product_id char(24) NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        term       text     NOT NULL,
        script     text     NOT NULL CHECK (script IN ('latn', 'deva')),
        weight     real     NOT NULL CHECK (weight > 0 AND weight <= 1),
        key        text     NOT NULL,
        PRIMARY KEY (product_id, term)
      )`);
    await db.query(`CREATE INDEX IF NOT EXISTS product_terms_key_trgm ON product_terms USING gin (key gin_trgm_ops)`);
    // A name counts fully, the keywords (other spellings shoppers type) a little less, the shelf's
    // name least: "पनीर" finds the paneers first, then the curds on the paneer shelf.
    await db.query(`
      CREATE OR REPLACE FUNCTION product_terms_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM product_terms WHERE product_id = NEW.id;
        INSERT INTO product_terms (product_id, term, script, weight, key)
        SELECT NEW.id, t.term, CASE WHEN t.term ~ '[\\u0900-\\u097F]' THEN 'deva' ELSE 'latn' END, max(t.weight), catalog_search_key(t.term)
        FROM (VALUES (NEW.name, 1.0), (NEW.name_hi, 1.0), (NEW.keywords, 0.9), (NEW.subcategory, 0.6), (NEW.subcategory_hi, 0.6)) AS t(term, weight)
        WHERE t.term IS NOT NULL AND catalog_search_key(t.term) <> ''
        GROUP BY t.term;
        RETURN NULL;
      END $$`);
    await db.query(`DROP TRIGGER IF EXISTS products_terms ON products`);
    await db.query(`
      CREATE TRIGGER products_terms AFTER INSERT OR UPDATE OF name, name_hi, keywords, subcategory, subcategory_hi ON products
      FOR EACH ROW EXECUTE FUNCTION product_terms_refresh()`);
    // The seeded products of an existing shop, by their English names; a product an admin added keeps
    // name_hi NULL (shown as its English name) until an admin gives it one. Every row's UPDATE also
    // fires the trigger, so each product gets its terms.
    await db.query(
      `UPDATE products SET
         name_hi = coalesce(products.name_hi, names.hi),
         subcategory_hi = coalesce(products.subcategory_hi, shelves.hi)
       FROM products AS p
         LEFT JOIN jsonb_each_text($1::jsonb) AS names(en, hi) ON names.en = p.name
         LEFT JOIN jsonb_each_text($2::jsonb) AS shelves(en, hi) ON shelves.en = p.subcategory
       WHERE products.id = p.id`,
      [JSON.stringify(hindiProductNames), JSON.stringify(hindiSubcategories)],
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER IF EXISTS products_terms ON products`);
    await db.query(`DROP FUNCTION IF EXISTS product_terms_refresh()`);
    await db.query(`DROP TABLE IF EXISTS product_terms`);
    await db.query(`DROP FUNCTION IF EXISTS catalog_search_key(text)`);
    await db.query(`ALTER TABLE products DROP COLUMN IF EXISTS name_hi, DROP COLUMN IF EXISTS subcategory_hi`);
  }
}
