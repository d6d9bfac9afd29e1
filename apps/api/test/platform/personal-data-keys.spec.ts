import { queryPrepared } from '../../src/platform/database/batch-statement.js';
// PersonalData remembers the data keys a transaction sealed with (read FOR SHARE, so no erasure commits
// before that transaction), and its projections reveal with them instead of reading pii_keys again. The
// memory must never outlive what makes it true: the transaction, and the key itself.
import { Sql, type SqlClient } from '../../src/platform/database/sql-transaction.js';
import type { RecordedEvent } from '../../src/platform/event-store/index.js';
import { ACCOUNT_ERASED, ERASED, isEnvelope, PersonalData } from '../../src/platform/personal-data/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('customers’ data keys', () => {
  let shop: TestApp;
  let personalData: PersonalData;
  let db: Sql;

  beforeAll(async () => {
    shop = await startTestApp();
    personalData = shop.app.get(PersonalData);
    db = shop.app.get(Sql);
  });
  afterAll(() => shop.close());

  const subject = (name: string) => `${name}${'0'.repeat(24 - name.length)}`;
  const eventOf = (data: unknown) => ({ type: 'OrderPlaced', data }) as unknown as RecordedEvent;
  /** keyRead's statements sent in `tx` (with its opening, when an order is placed), the key made of their rows, and what the INSERT offered. */
  const readKey = async (tx: SqlClient, customer: string) => {
    const read = personalData.keyRead(customer);
    const rows: unknown[][] = [];
    for (const statement of read.statements) rows.push(await queryPrepared(tx, statement));
    return { key: read.key(rows), offered: read.statements[0].params[2] as string };
  };

  describe('the data keys a transaction sealed with', () => {
    /** As placing an order seals: the key's statements (sent with its opening there), then the fields. */
    const sealIn = async (tx: SqlClient, customer: string, customerName: string) =>
      personalData.seal(tx, customer, (await readKey(tx, customer)).key, 'OrderPlaced', { customerName }, ['customerName']);
    const counting = (tx: SqlClient) => {
      const sent: string[] = [];
      return { sent, tx: { query: (text: string, params?: unknown[]) => (sent.push(text), tx.query(text, params)) } as SqlClient };
    };

    it('opens what the transaction sealed without reading the key again', async () => {
      const customer = subject('a1');
      await db.transaction(async (tx) => {
        const sealed = await sealIn(tx, customer, 'Asha');
        // The transaction's own client, as the session hands it to its projections: nothing is sent.
        const sentOnTx: string[] = [];
        const query = tx.query.bind(tx);
        Object.assign(tx, { query: (text: string, params?: unknown[]) => (sentOnTx.push(text), query(text, params)) });
        const [opened] = await personalData.reveal([eventOf(sealed)], tx);
        expect(opened.data).toEqual({ customerName: 'Asha' });
        expect(sentOnTx).toEqual([]);
        // Any other client (another object, though the same connection here) reads the key.
        const { sent, tx: other } = counting(tx);
        await personalData.reveal([eventOf(sealed)], other);
        expect(sent.filter((text) => text.includes('pii_keys'))).toHaveLength(1);
      });
    });

    it('gives a field the transaction sealed as it was sealed, and opens anything else with the key, refusing what it does not open', async () => {
      const customer = subject('a2');
      await db.transaction(async (tx) => {
        // As the event comes back from its write: its data parsed again, so no object is shared with the seal.
        const sealed = JSON.parse(JSON.stringify(await sealIn(tx, customer, 'Asha'))) as { customerName: Record<string, string> };
        const [opened] = await personalData.reveal([eventOf(sealed)], tx);
        expect(opened.data).toEqual({ customerName: 'Asha' });
        // The same IV with another ciphertext and tag (another name sealed, its IV swapped in): not taken for what was sealed.
        const other = (await sealIn(tx, customer, 'Someone else')) as unknown as { customerName: Record<string, string> };
        const forged = { customerName: { ...other.customerName, iv: sealed.customerName.iv } };
        await expect(personalData.reveal([eventOf(forged)], tx)).rejects.toThrow();
        // The very envelope under another field (other additional data): refused too.
        await expect(personalData.reveal([eventOf({ customerPhone: sealed.customerName })], tx)).rejects.toThrow();
      });
    });

    it('reads "[erased]" once the same transaction forgets the customer', async () => {
      const customer = subject('b2');
      await db.transaction(async (tx) => {
        const sealed = await sealIn(tx, customer, 'Bina');
        await personalData.forget(tx, customer);
        const [opened] = await personalData.reveal([eventOf(sealed)], tx);
        expect(opened.data).toEqual({ customerName: ERASED });
      });
    });

    it('remembers nothing for the pool, which holds no transaction open', async () => {
      const customer = subject('c3');
      const sealed = await sealIn(db, customer, 'Chandan');
      await db.transaction((tx) => personalData.forget(tx, customer));
      const [opened] = await personalData.reveal([eventOf(sealed)], db);
      expect(opened.data).toEqual({ customerName: ERASED });
    });

    it('seals nothing for a customer whose key was destroyed: the account is gone', async () => {
      const customer = subject('d4');
      await db.transaction((tx) => personalData.forget(tx, customer));
      await expect(db.transaction((tx) => sealIn(tx, customer, 'Dev'))).rejects.toThrow(ACCOUNT_ERASED);
    });
  });

  // A data key is unwrapped once per process and kept with the wrapped text it came from
  // (platform/personal-data/opened-keys.ts): every use still reads the customer's row, so an erasure
  // committed by another instance is honoured exactly as before.
  describe('the data keys a process has opened', () => {
    const storedKey = async (customer: string) =>
      (await db.query<{ wrapped_key: string | null }[]>(`SELECT wrapped_key FROM pii_keys WHERE subject_id = $1`, [customer]))[0]?.wrapped_key;
    /** An erasure as another instance commits it: the row keeps the subject, not the key. */
    const erasedElsewhere = (customer: string) =>
      db.query(`UPDATE pii_keys SET kek_id = NULL, wrapped_key = NULL, erased_at = clock_timestamp() WHERE subject_id = $1`, [customer]);

    it('offers a returning customer’s own key instead of making a new one, and gets the same key back', async () => {
      const customer = subject('e1');
      const first = await db.transaction((tx) => readKey(tx, customer));
      expect(await storedKey(customer)).toBe(first.offered);
      const again = await db.transaction((tx) => readKey(tx, customer));
      expect(again.offered).toBe(first.offered);
      expect(again.key.equals(first.key)).toBe(true);
    });

    it('refuses to seal for, and reads "[erased]" of, a customer another instance erased after this one opened the key', async () => {
      const customer = subject('e2');
      const sealed = await db.transaction(async (tx) => {
        const { key } = await readKey(tx, customer);
        return personalData.seal(tx, customer, key, 'OrderPlaced', { customerName: 'Esha' }, ['customerName']);
      });
      const [before] = await personalData.reveal([eventOf(sealed)]);
      expect(before.data).toEqual({ customerName: 'Esha' });
      await erasedElsewhere(customer);
      const [after] = await personalData.reveal([eventOf(sealed)]);
      expect(after.data).toEqual({ customerName: ERASED });
      await expect(db.transaction((tx) => readKey(tx, customer))).rejects.toThrow(ACCOUNT_ERASED);
      // Nothing was inserted over the tombstone.
      expect(await storedKey(customer)).toBeNull();
    });

    it('gives a customer a key again after the transaction that made their first one rolled back', async () => {
      const customer = subject('e3');
      await expect(
        db.transaction(async (tx) => {
          await readKey(tx, customer);
          throw new Error('the order failed after its key was made');
        }),
      ).rejects.toThrow('the order failed');
      expect(await storedKey(customer)).toBeUndefined();
      const { key, offered } = await db.transaction((tx) => readKey(tx, customer));
      expect(await storedKey(customer)).toBe(offered);
      const sealed = await db.transaction((tx) => Promise.resolve(personalData.seal(tx, customer, key, 'OrderPlaced', { customerName: 'Farid' }, ['customerName'])));
      const [opened] = await personalData.reveal([eventOf(sealed)]);
      expect(opened.data).toEqual({ customerName: 'Farid' });
    });
  });

  describe('a reader that names the fields it reads', () => {
    it('opens those and leaves every other sealed field sealed', async () => {
      const customer = subject('f1');
      const order = { customerName: 'Gita', customerPhone: '9876543210', address: { contactName: 'Gita', details: 'Boring Road' }, grandTotalPaise: 12_300 };
      const paths = ['customerName', 'customerPhone', 'address.contactName', 'address.details'];
      const sealed = await db.transaction(async (tx) => personalData.seal(tx, customer, (await readKey(tx, customer)).key, 'OrderPlaced', order, paths));
      const [named] = await personalData.reveal([eventOf(sealed)], db, new Set(['customerName', 'address.details']));
      const data = named.data as typeof sealed;
      expect({ name: data.customerName, details: data.address.details, total: data.grandTotalPaise }).toEqual({ name: 'Gita', details: 'Boring Road', total: 12_300 });
      expect([data.customerPhone, data.address.contactName].every(isEnvelope)).toBe(true);
      // Read without naming any, the same event opens whole.
      const [whole] = await personalData.reveal([eventOf(sealed)]);
      expect(whole.data).toEqual(order);
    });
  });
});
