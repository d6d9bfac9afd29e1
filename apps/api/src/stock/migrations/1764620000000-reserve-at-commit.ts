import type { MigrationInterface, QueryRunner } from 'typeorm';

// An order's reservation on a shelf, written where the shelf's lock is: the shelf's next version, the
// event's `available` and its hash link are taken from the shelf as it is under the lock, in the COMMIT's
// round trip, so a popular shelf is held for that round trip alone instead of from the order's opening,
// through Node's turn, to its COMMIT (docs/decisions.md#reserve-at-commit). What the hash covers is
// event-hash.ts's definition: Node hands over every piece but the two the database decides (the version
// and the data, whose `available` it fills in), each already length-prefixed, and `npm run audit -- verify`
// recomputes the result in Node. The fold is evolveStock's for StockReserved, as stock-view.projection.ts
// writes it. A shelf that cannot give the quantity, or whose row is not at its stream's version, raises
// JPS01, which stops the COMMIT: the order is then placed again with its shelves locked from the opening,
// where the stock decider refuses it with every short line (PlaceOrderHandler).
export class ReserveAtCommit1764620000000 implements MigrationInterface {
  name = 'ReserveAtCommit1764620000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION stock_reserve_at_head(
        p_product_id text, p_order_id text, p_quantity integer, p_event_id uuid, p_schema_version integer, p_metadata jsonb,
        p_hash_stream bytea, p_hash_event bytea, p_data_open text, p_data_close text, p_hash_metadata bytea)
      RETURNS TABLE (event_id uuid, global_position text, transaction_id text, recorded_at timestamptz, stream_version bigint, available integer)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        v_stream text := 'stock-' || p_product_id;
        v_head_version bigint;
        v_prev bytea;
        v_on_hand integer;
        v_reserved integer;
        v_row_version bigint;
        v_version bigint;
        v_available integer;
        v_data bytea;
        v_hash bytea;
        v_position bigint;
        v_tx xid8;
        v_at timestamptz;
      BEGIN
        IF p_quantity < 1 THEN
          RAISE EXCEPTION 'a reservation is of at least 1 unit, not %', p_quantity USING ERRCODE = '22023';
        END IF;
        SELECT s.version, coalesce(s.head_hash, decode(repeat('00', 32), 'hex')) INTO v_head_version, v_prev FROM es_streams s WHERE s.stream_id = v_stream;
        SELECT v.on_hand, v.reserved, v.version INTO v_on_hand, v_reserved, v_row_version FROM stock_view v WHERE v.product_id = p_product_id;
        IF v_head_version IS NULL OR v_row_version IS DISTINCT FROM v_head_version THEN
          RAISE EXCEPTION 'shelf % has no row at its stream''s version', p_product_id USING ERRCODE = 'JPS01';
        END IF;
        v_available := greatest(0, v_on_hand - v_reserved) - p_quantity;
        IF v_available < 0 THEN
          RAISE EXCEPTION 'shelf % has % available, % wanted', p_product_id, v_available + p_quantity, p_quantity USING ERRCODE = 'JPS01';
        END IF;
        v_version := v_head_version + 1;
        v_data := convert_to(p_data_open || v_available::text || p_data_close, 'UTF8');
        v_hash := sha256(v_prev || p_hash_stream
                         || int4send(octet_length(v_version::text)) || convert_to(v_version::text, 'UTF8')
                         || p_hash_event
                         || int4send(octet_length(v_data)) || v_data
                         || p_hash_metadata);
        INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, prev_hash, hash)
        VALUES (p_event_id, v_stream, 'stock', v_version, 'StockReserved', p_schema_version, convert_from(v_data, 'UTF8')::jsonb, p_metadata, v_prev, v_hash)
        RETURNING es_events.global_position, es_events.transaction_id, es_events.recorded_at INTO v_position, v_tx, v_at;
        UPDATE es_streams SET version = v_version, head_hash = v_hash, updated_at = clock_timestamp() WHERE stream_id = v_stream;
        UPDATE stock_view SET reserved = reserved + p_quantity, available = v_available, version = v_version, updated_at = date_trunc('milliseconds', v_at)
         WHERE product_id = p_product_id;
        INSERT INTO stock_reservations (product_id, order_id, quantity) VALUES (p_product_id, p_order_id, p_quantity)
        ON CONFLICT (product_id, order_id) DO UPDATE SET quantity = EXCLUDED.quantity;
        RETURN QUERY SELECT p_event_id, v_position::text, v_tx::text, v_at, v_version, v_available;
      END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION IF EXISTS stock_reserve_at_head(text, text, integer, uuid, integer, jsonb, bytea, bytea, text, text, bytea)`);
  }
}
