import { randomUUID } from 'node:crypto';

/**
 * The floor: the statements appendToStream issues for one event (lock, version, stream row, event
 * row), sent by a bare pg pool with no TypeORM, upcasting or projections around them.
 */
export async function bareAppend(pool, streamId) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [streamId]);
    const { rows } = await client.query('SELECT version::text AS version, stream_type FROM es_streams WHERE stream_id = $1', [streamId]);
    const current = rows.length ? Number(rows[0].version) : 0;
    if (current === 0) await client.query(`INSERT INTO es_streams (stream_id, stream_type, version) VALUES ($1, 'bench', 1)`, [streamId]);
    else await client.query('UPDATE es_streams SET version = $2, updated_at = clock_timestamp() WHERE stream_id = $1', [streamId, current + 1]);
    await client.query(
      `INSERT INTO es_events (event_id, stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
       VALUES ($1, $2, 'bench', $3, 'BenchTallyAdded', 1, '{"amount":1}', '{"actorId":"bench"}') RETURNING global_position`,
      [randomUUID(), streamId, current + 1],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}
