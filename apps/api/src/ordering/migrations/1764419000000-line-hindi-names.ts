import type { MigrationInterface, QueryRunner } from 'typeorm';
import { itemsWithHindiNamesSql, lineWithHindiNameSql } from '../line-hindi-names.js';

// Order lines keep their Hindi name (docs/decisions.md#hindi-order-lines): OrderPlaced v3 and
// OrderLineSubstituted v2 carry it, and older events are read with the English name as the Hindi one.
// The rows already projected from those older events get the same, so the live read models hold what a
// rebuild gives (the rebuild compares them) and every order view has a `nameHi` on every line.
export class LineHindiNames1764419000000 implements MigrationInterface {
  name = 'LineHindiNames1764419000000';

  async up(db: QueryRunner): Promise<void> {
    const lacking = (items: string) => `EXISTS (SELECT 1 FROM jsonb_array_elements(${items}) AS i(line) WHERE jsonb_typeof(i.line->'nameHi') IS DISTINCT FROM 'string')`;
    await db.query(`UPDATE orders_view SET items = ${itemsWithHindiNamesSql('items')} WHERE ${lacking('items')}`);
    await db.query(`UPDATE packing_view SET packing = jsonb_set(packing, '{items}', ${itemsWithHindiNamesSql(`packing->'items'`)}) WHERE ${lacking(`packing->'items'`)}`);
    // A substituted line's substitute, under packing.lines.<productId> (`packing->'packing'` is JSON null before a claim: no lines).
    const lines = `jsonb_each(packing->'packing'->'lines') AS l(product_id, line)`;
    await db.query(`
      UPDATE packing_view SET packing = jsonb_set(packing, '{packing,lines}', (
        SELECT jsonb_object_agg(l.product_id, CASE WHEN jsonb_typeof(l.line->'substitute') = 'object'
                                                   THEN jsonb_set(l.line, '{substitute}', ${lineWithHindiNameSql(`(l.line->'substitute')`)}) ELSE l.line END)
          FROM ${lines}))
       WHERE EXISTS (SELECT 1 FROM ${lines} WHERE jsonb_typeof(l.line->'substitute') = 'object' AND jsonb_typeof(l.line->'substitute'->'nameHi') IS DISTINCT FROM 'string')`);
  }

  async down(): Promise<void> {
    // The older code reads the rows with the Hindi names as before: it ignores a field it does not know.
  }
}
