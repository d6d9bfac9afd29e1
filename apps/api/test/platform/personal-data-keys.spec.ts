import { queryPrepared } from '../../src/platform/database/batch-statement.js';
// PersonalData remembers the data keys a transaction sealed with (read FOR SHARE, so no erasure commits
// before that transaction), and its projections reveal with them instead of reading pii_keys again. The
// memory must never outlive what makes it true: the transaction, and the key itself.
import { Sql, type SqlClient } from '../../src/platform/database/sql-transaction.js';
import type { RecordedEvent } from '../../src/platform/event-store/index.js';
import { ACCOUNT_ERASED, ERASED, PersonalData } from '../../src/platform/personal-data/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('the data keys a transaction sealed with', () => {
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
  /** As placing an order seals: the key's statements (sent with its opening there), then the fields. */
  const sealIn = async (tx: SqlClient, customer: string, customerName: string) => {
    const read = personalData.keyRead(customer);
    const rows: unknown[][] = [];
    for (const statement of read.statements) rows.push(await queryPrepared(tx, statement));
    return personalData.seal(tx, customer, read.key(rows), 'OrderPlaced', { customerName }, ['customerName']);
  };
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
