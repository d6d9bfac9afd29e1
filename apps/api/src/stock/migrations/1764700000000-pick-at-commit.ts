import type { MigrationInterface, QueryRunner } from 'typeorm';

// A packed order's picks and releases, written where the shelf's lock is: in the COMMIT's round trip, as
// an order's reservation is (1764620000000-reserve-at-commit.ts, docs/decisions.md#pick-at-commit). What
// the order holds on the shelf cannot move while its lock is held (only its own transactions move it), so
// the shop decides the units; the database fills in what the shelf decides: the next version, the
// event's `available` and its hash link (event-hash.ts's definition, recomputed by `npm run audit --
// verify`). The fold is evolveStock's for StockPicked and StockReleased, as stock-view.projection.ts
// writes it. A shelf whose row is not at its stream's version, or where the order does not hold what the
// shop read, raises JPS01, which stops the COMMIT: the packing change then runs again with its shelves
// locked before its first write (PackingFloor).
export class PickAtCommit1764700000000 implements MigrationInterface {
  name = 'PickAtCommit1764700000000';

  async up(db: QueryRunner): Promise<void> {
    // event-hash.ts's link in SQL: the stream's previous hash, then each piece length-prefixed (the shop
    // hands over the ones it knows already prefixed; the version and the data are the database's here).
    await db.query(`
      CREATE OR REPLACE FUNCTION es_event_link(p_prev bytea, p_hash_stream bytea, p_version bigint, p_hash_event bytea, p_data bytea, p_hash_metadata bytea)
      RETURNS bytea LANGUAGE sql IMMUTABLE AS $$
        SELECT sha256(p_prev || p_hash_stream || int4send(octet_length(p_version::text)) || convert_to(p_version::text, 'UTF8')
                      || p_hash_event || int4send(octet_length(p_data)) || p_data || p_hash_metadata)
      $$`);
    await db.query(`
      CREATE OR REPLACE FUNCTION stock_unreserve_at_head(
        p_event_type text, p_product_id text, p_order_id text, p_quantity integer, p_held integer, p_event_id uuid, p_schema_version integer,
        p_metadata jsonb, p_hash_stream bytea, p_hash_event bytea, p_data_open text, p_data_close text, p_hash_metadata bytea)
      RETURNS TABLE (event_id uuid, global_position text, transaction_id text, recorded_at timestamptz, stream_version bigint, available integer)
      LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        v_stream text := 'stock-' || p_product_id;
        v_version bigint;
        v_prev bytea;
        v_shelf stock_view%ROWTYPE;
        v_held integer;
        v_picked integer := 0;
        v_available integer;
        v_data bytea;
        v_hash bytea;
        v_row es_events%ROWTYPE;
      BEGIN
        -- Picked: units leave the shelf with their promise (available does not move). Released: the
        -- promise alone ends, all the order still holds (the units are back on offer).
        IF p_event_type = 'StockPicked' THEN
          v_picked := p_quantity;
        ELSIF p_event_type <> 'StockReleased' OR p_quantity <> p_held THEN
          RAISE EXCEPTION 'a % of % units of the % held', p_event_type, p_quantity, p_held USING ERRCODE = '22023';
        END IF;
        IF p_quantity < 1 OR p_quantity > p_held THEN
          RAISE EXCEPTION 'a pick is of 1 to % units, not %', p_held, p_quantity USING ERRCODE = '22023';
        END IF;
        SELECT s.version, coalesce(s.head_hash, decode(repeat('00', 32), 'hex')) INTO v_version, v_prev FROM es_streams s WHERE s.stream_id = v_stream;
        SELECT * INTO v_shelf FROM stock_view v WHERE v.product_id = p_product_id;
        SELECT r.quantity INTO v_held FROM stock_reservations r WHERE r.product_id = p_product_id AND r.order_id = p_order_id;
        IF v_version IS NULL OR v_shelf.version IS DISTINCT FROM v_version OR v_held IS DISTINCT FROM p_held THEN
          RAISE EXCEPTION 'shelf % is not as read: order % holds %, % expected', p_product_id, p_order_id, v_held, p_held USING ERRCODE = 'JPS01';
        END IF;
        v_version := v_version + 1;
        v_shelf.on_hand := v_shelf.on_hand - v_picked;
        v_shelf.reserved := v_shelf.reserved - p_quantity;
        v_shelf.picked := v_shelf.picked + v_picked;
        v_available := greatest(0, v_shelf.on_hand - v_shelf.reserved);
        v_data := convert_to(p_data_open || v_available::text || p_data_close, 'UTF8');
        v_hash := es_event_link(v_prev, p_hash_stream, v_version, p_hash_event, v_data, p_hash_metadata);
        INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata, prev_hash, hash)
        VALUES (p_event_id, v_stream, 'stock', v_version, p_event_type, p_schema_version, convert_from(v_data, 'UTF8')::jsonb, p_metadata, v_prev, v_hash)
        RETURNING * INTO v_row;
        UPDATE es_streams SET version = v_version, head_hash = v_hash, updated_at = clock_timestamp() WHERE stream_id = v_stream;
        UPDATE stock_view
           SET on_hand = v_shelf.on_hand, reserved = v_shelf.reserved, picked = v_shelf.picked, available = v_available,
               version = v_version, updated_at = date_trunc('milliseconds', v_row.recorded_at)
         WHERE product_id = p_product_id;
        IF p_quantity < v_held THEN
          UPDATE stock_reservations SET quantity = v_held - p_quantity WHERE product_id = p_product_id AND order_id = p_order_id;
        ELSE
          DELETE FROM stock_reservations WHERE product_id = p_product_id AND order_id = p_order_id;
        END IF;
        RETURN QUERY SELECT p_event_id, v_row.global_position::text, v_row.transaction_id::text, v_row.recorded_at, v_version, v_available;
      END
      $$`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP FUNCTION IF EXISTS stock_unreserve_at_head(text, text, text, integer, integer, uuid, integer, jsonb, bytea, bytea, text, text, bytea)`);
    await db.query(`DROP FUNCTION IF EXISTS es_event_link(bytea, bytea, bigint, bytea, bytea, bytea)`);
  }
}
