import { createHash } from 'node:crypto';
import { GoneException, Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { ConfigError } from '../config/config-error.js';
import { APP_CONFIG } from '../config/config.module.js';
import { type PreparedStatement, prepared } from '../database/batch-statement.js';
import { Sql, type SqlClient } from '../database/sql-transaction.js';
import type { RecordedEvent } from '../event-store/event.types.js';
import { ERASED, type Envelope, fieldAad, isEnvelope, newDataKey, open, seal, unwrapKey, wrapKey } from './envelope.js';
import { keyEncryptionKeyFor } from './key-encryption-key.js';
import { OpenedKeys } from './opened-keys.js';

export const ACCOUNT_ERASED = 'This account has been deleted.';

// About 650 bytes of heap a subject (the key, its wrapped text, the entry), measured: 3.2 MB for more
// customers than a dark store serves in a day.
const OPENED_KEYS_KEPT = 5_000;

/**
 * Personal fields in events, sealed under a data key per customer (crypto-shredding,
 * docs/decisions.md#erasure). Every read path that shows a personal field (projections, processors,
 * rebuilds, audit views) opens events through `reveal`: a destroyed key reads "[erased]", never a throw.
 * Keys live in pii_keys only wrapped by the key-encryption key, which never enters the database.
 */
@Injectable()
export class PersonalData {
  private kek: { key: Buffer; id: string } | null = null;
  /** Data keys unwrapped before, each handed back only for the wrapped text just read (opened-keys.ts). */
  private readonly opened = new OpenedKeys(OPENED_KEYS_KEPT);
  /**
   * What a transaction has sealed: the data keys it sealed with, read under FOR SHARE (so no erasure can
   * commit before it does), and each field it sealed. Its own projections reveal with them instead of
   * reading the keys again and opening those fields again: placing an order sealed six fields, then read
   * the same key back and opened the same six for orders_view, under its shelves' locks.
   */
  private readonly sealedIn = new WeakMap<SqlClient, SealedInTransaction>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Sql) private readonly db: Sql,
  ) {
    // The shop makes (embedded) or checks (PERSONAL_DATA_KEY) its key at start; a tool only when it needs one.
    if (!config.personalDataKeyReadOnly) this.keyEncryptionKey();
  }

  /**
   * The customer's data key, made if they have none and read FOR SHARE (an erasure of this customer then
   * waits until the transaction commits, and one that went first is seen), as prepared statements
   * for a command's opening round trip (batch-statement.ts): two round trips of their own did the same, and on
   * this kind of machine each costs more than what it carries (bench/README.md, orders). `key` turns the
   * two statements' rows into the key, or refuses an erased account.
   */
  keyRead(subjectId: string): { statements: [PreparedStatement, PreparedStatement]; key: (rows: readonly unknown[][]) => Buffer } {
    const kek = this.keyEncryptionKey();
    // The key inserted if the customer has none: the one this process opened for them last (a returning
    // customer's, unless an erasure took it: then nothing is inserted over the tombstone), or a new one. If
    // the read finds it, it needs no unwrapping.
    const offered = this.opened.last(subjectId, kek.id) ?? newWrappedKey(kek.key, subjectId);
    return {
      statements: [
        prepared(`INSERT INTO pii_keys (subject_id, kek_id, wrapped_key) VALUES ($1, $2, $3) ON CONFLICT (subject_id) DO NOTHING`, [subjectId, kek.id, offered.wrapped]),
        prepared(`SELECT kek_id, wrapped_key FROM pii_keys WHERE subject_id = $1 FOR SHARE`, [subjectId]),
      ],
      key: ([, rows]) => {
        const [row] = rows as { kek_id: string | null; wrapped_key: string | null }[];
        if (!row?.wrapped_key) {
          this.opened.forget(subjectId);
          throw new GoneException(ACCOUNT_ERASED);
        }
        if (row.wrapped_key === offered.wrapped && row.kek_id === kek.id) {
          this.opened.remember(subjectId, kek.id, offered.wrapped, offered.key);
          return offered.key;
        }
        return this.unwrap(subjectId, row.kek_id, row.wrapped_key);
      },
    };
  }

  /**
   * A copy of `data` with the fields at these paths ("address.details") sealed under `key` (keyRead's,
   * read in `tx`); null and absent stay as they are. The transaction's own projections then reveal with
   * that key instead of reading it again.
   */
  seal<T extends object>(tx: SqlClient, subjectId: string, key: Buffer, eventType: string, data: T, paths: readonly string[]): T {
    // Only a transaction's own client: the pool's statements share no transaction (and no FOR SHARE).
    let sealedHere: SealedInTransaction | undefined;
    if (!(tx instanceof Sql)) {
      sealedHere = this.sealedIn.get(tx) ?? { keys: new Map(), fields: new Map() };
      this.sealedIn.set(tx, sealedHere);
      sealedHere.keys.set(subjectId, key);
    }
    const copy = structuredClone(data) as Record<string, unknown>;
    for (const fieldPath of paths) {
      const parts = fieldPath.split('.');
      const parent = parts.slice(0, -1).reduce<Record<string, unknown> | undefined>((node, part) => node?.[part] as Record<string, unknown> | undefined, copy);
      const name = parts.at(-1)!;
      const value = parent?.[name];
      if (typeof value !== 'string') continue;
      const aad = fieldAad(subjectId, eventType, fieldPath);
      const envelope = seal(key, subjectId, aad, value);
      parent![name] = envelope;
      sealedHere?.fields.set(envelope.iv, { envelope, aad, plaintext: value });
    }
    return copy as T;
  }

  /**
   * The events with every sealed field opened, or "[erased]" where its customer's key is gone; `db`: the
   * caller's transaction, if any. `only`: the paths ("address.details") the caller reads, the rest left
   * sealed: a reader opens no more personal data than it uses (the notifications need a placed order's
   * name, not the five other fields: five AES-GCM opens an order fewer).
   */
  async reveal<E extends RecordedEvent>(events: readonly E[], db: SqlClient = this.db, only?: ReadonlySet<string>): Promise<E[]> {
    const subjects = new Set<string>();
    for (const event of events) collectKids(event.data, subjects);
    if (subjects.size === 0) return [...events];
    const sealed = this.sealedIn.get(db);
    const unknown = [...subjects].filter((subject) => !sealed?.keys.has(subject));
    const keys = unknown.length > 0 ? await this.dataKeys(db, unknown) : new Map<string, Buffer>();
    for (const subject of subjects) if (sealed?.keys.has(subject)) keys.set(subject, sealed.keys.get(subject)!);
    const opening: Opening = { keys, sealedHere: sealed?.fields, only };
    // An event with nothing sealed in it is handed on as it is (most events of a rebuild's replay).
    return events.map((event) => {
      const data = openAll(event.data, opening, event.type, '');
      return data === event.data ? event : withData(event, data);
    });
  }

  /**
   * Destroys a customer's data key: the row keeps the subject id only (a tombstone, so no later command
   * makes a new key for an erased customer). Waits for commands sealing with the key to commit.
   */
  async forget(tx: SqlClient, subjectId: string): Promise<void> {
    const sealed = this.sealedIn.get(tx);
    sealed?.keys.delete(subjectId);
    this.opened.forget(subjectId);
    for (const [iv, field] of sealed?.fields ?? []) if (field.envelope.kid === subjectId) sealed!.fields.delete(iv);
    await tx.query(
      `INSERT INTO pii_keys (subject_id, kek_id, wrapped_key, erased_at) VALUES ($1, NULL, NULL, clock_timestamp())
       ON CONFLICT (subject_id) DO UPDATE SET kek_id = NULL, wrapped_key = NULL, erased_at = coalesce(pii_keys.erased_at, clock_timestamp())`,
      [subjectId],
    );
  }

  private async dataKeys(db: SqlClient, subjectIds: string[]): Promise<Map<string, Buffer>> {
    const rows: { subject_id: string; kek_id: string | null; wrapped_key: string | null }[] = await db.query(
      `SELECT subject_id, kek_id, wrapped_key FROM pii_keys WHERE subject_id = ANY($1::text[]) AND wrapped_key IS NOT NULL`,
      [subjectIds],
    );
    const keys = new Map<string, Buffer>();
    for (const row of rows) keys.set(row.subject_id, this.unwrap(row.subject_id, row.kek_id, row.wrapped_key!));
    return keys;
  }

  /** The data key `wrapped` holds, unwrapped once per process and wrapped text (opened-keys.ts). */
  private unwrap(subjectId: string, storedKekId: string | null, wrapped: string): Buffer {
    const kek = this.keyEncryptionKey();
    // A wrong key-encryption key is a configuration mistake, never an erasure: say so instead of blanking everyone.
    if (storedKekId !== kek.id) {
      throw new ConfigError(`PERSONAL_DATA_KEY is not the key customers' data keys were wrapped with (key id ${storedKekId}, this one ${kek.id})`);
    }
    const opened = this.opened.get(subjectId, kek.id, wrapped);
    if (opened) return opened;
    const key = unwrapKey(kek.key, subjectId, wrapped);
    this.opened.remember(subjectId, kek.id, wrapped, key);
    return key;
  }

  private keyEncryptionKey(): { key: Buffer; id: string } {
    if (this.kek) return this.kek;
    const key = keyEncryptionKeyFor(this.config.personalDataKey, this.config.dataDir, !this.config.personalDataKeyReadOnly);
    if (!key) throw new ConfigError('the personal data key is needed: set PERSONAL_DATA_KEY to the shop\'s key (DATA_DIR holds none)');
    this.kek = { key, id: kekId(key) };
    return this.kek;
  }
}

/** A field sealed in a transaction, by its IV: what `reveal` gives for it there without opening it. */
interface SealedField {
  envelope: Envelope;
  aad: string;
  plaintext: string;
}

interface SealedInTransaction {
  keys: Map<string, Buffer>;
  fields: Map<string, SealedField>;
}

/** What `reveal` opens with: the data keys by subject, the fields the transaction sealed itself, and the paths to open (all when absent). */
interface Opening {
  keys: ReadonlyMap<string, Buffer>;
  sealedHere?: ReadonlyMap<string, SealedField>;
  only?: ReadonlySet<string>;
}

function newWrappedKey(kek: Buffer, subjectId: string): { key: Buffer; wrapped: string } {
  const key = newDataKey();
  return { key, wrapped: wrapKey(kek, subjectId, key) };
}

/** Names the key-encryption key without revealing it, so a wrong one is told from a destroyed data key. */
const kekId = (kek: Buffer): string => createHash('sha256').update('jhatpat-kek-id').update(kek).digest('hex').slice(0, 16);

function collectKids(value: unknown, into: Set<string>): void {
  if (typeof value !== 'object' || value === null) return;
  if (isEnvelope(value)) into.add(value.kid);
  else if (Array.isArray(value)) for (const item of value) collectKids(item, into);
  else for (const name in value) collectKids((value as Record<string, unknown>)[name], into);
}

/**
 * `value` with every envelope in it opened: copied only along the paths that hold one, the rest
 * shared, so revealing an event without sealed fields allocates nothing. A deep copy of every event
 * was a sixth of a rebuild's Node time (docs/decisions.md#rebuild-lean-reads).
 */
function openAll(value: unknown, opening: Opening, eventType: string, path: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (isEnvelope(value)) return opening.only && !opening.only.has(path) ? value : openOne(value, opening, eventType, path);
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const opened = openAll(value[i], opening, eventType, `${path}.${i}`);
      if (opened !== value[i]) (copy ??= [...value])[i] = opened;
    }
    return copy ?? value;
  }
  let copy: Record<string, unknown> | null = null;
  for (const name in value) {
    const item = (value as Record<string, unknown>)[name];
    if (typeof item !== 'object' || item === null) continue;
    const opened = openAll(item, opening, eventType, path ? `${path}.${name}` : name);
    if (opened !== item) (copy ??= { ...value })[name] = opened;
  }
  return copy ?? value;
}

function openOne(envelope: Envelope, { keys, sealedHere }: Opening, eventType: string, path: string): string {
  const key = keys.get(envelope.kid);
  if (!key) return ERASED;
  const aad = fieldAad(envelope.kid, eventType, path);
  // Sealed in this very transaction: the same key, IV, additional data, ciphertext and tag open to what was sealed.
  const known = sealedHere?.get(envelope.iv);
  if (known && known.aad === aad && known.envelope.kid === envelope.kid && known.envelope.ct === envelope.ct && known.envelope.tag === envelope.tag) return known.plaintext;
  return open(key, aad, envelope);
}

/**
 * `event` with `data` in place of its own and every other field as it is. An event written with the
 * COMMIT (a placed order's, opened for orders_view) holds fields the database has not assigned yet,
 * which throw when read: a spread would read them, copied descriptors do not. Every other event (all
 * that processors and the live feed open) is spread: copying descriptors makes a slower object, and a
 * profile of hot orders put it at 0.05 ms an order (bench/README.md, issue 20).
 */
function withData<E extends RecordedEvent>(event: E, data: unknown): E {
  if (Object.getOwnPropertyDescriptor(event, 'globalPosition')?.get === undefined) return { ...event, data };
  const copy = Object.create(Object.getPrototypeOf(event) as object, Object.getOwnPropertyDescriptors(event)) as E;
  copy.data = data as E['data'];
  return copy;
}
