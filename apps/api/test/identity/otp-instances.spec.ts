import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../../src/create-app.js';
import { Database } from '../../src/platform/database/database.js';
import { json, nextPhone } from '../support/identity-helpers.js';
import { jsonOf, testAppConfig } from '../support/test-app.js';
import { describeOnPostgres } from '../support/on-postgres.js';
import { createRoleSeparatedDatabase, type RoleSeparatedDatabase } from '../support/test-database.js';

// Issue 19: a tester behind a load balancer asks for a code through one instance and reads it on another's
// /dev/otp. The sandbox's outbox is the database's, shared by every instance (docs/decisions.md#otp-login).
// Two instances on one database, as production runs them (owner migrates, the shop's role connects):
// PostgreSQL only, since the embedded database admits one process.

describeOnPostgres('login by OTP with the SMS sandbox, across two instances of one shop', () => {
  let database: RoleSeparatedDatabase;
  const instances: { app: NestFastifyApplication; url: string }[] = [];
  beforeAll(async () => {
    database = await createRoleSeparatedDatabase();
    const config = testAppConfig(database, { sms: { provider: 'sandbox', webOtpHost: 'shop.example' } });
    // One after the other: the first migrates, the second finds nothing left to do.
    for (let i = 0; i < 2; i++) {
      const app = await createApp(config);
      await app.listen(0, '127.0.0.1');
      instances.push({ app, url: (await app.getUrl()).replace('[::1]', '127.0.0.1') });
    }
  }, 120_000);
  afterAll(async () => {
    for (const { app } of instances) await app.close();
    await database?.drop();
  });

  const on = (instance: number, path: string, init?: RequestInit) => fetch(`${instances[instance].url}${path}`, init);
  const codesOn = async (instance: number): Promise<{ phone: string; code: string }[]> => {
    const response = await on(instance, '/api/dev/otp-codes');
    expect(response.status).toBe(200);
    return (await jsonOf(response)).codes;
  };

  it('shows a code asked for through instance A on instance B\'s dev page, and B logs in with it', async () => {
    // Both connect as the shop's role, which may have only its grants.
    for (const { app } of instances) expect(app.get(Database).protection).toMatchObject({ roles: 'separate', appRole: database.appRole });
    const phone = nextPhone();
    expect((await on(0, '/api/auth/otp/request', json({ phone }))).status).toBe(202);
    const onB = (await codesOn(1)).find((sms) => sms.phone === phone);
    expect(onB).toEqual(expect.objectContaining({ phone, code: expect.stringMatching(/^\d{6}$/) }));
    expect((await codesOn(0)).find((sms) => sms.phone === phone)).toEqual(onB);

    const signedUp = await on(1, '/api/auth/otp/verify', json({ phone, code: onB?.code, name: 'Two Instances' }));
    expect(signedUp.status).toBe(200);
    const { token, user } = await jsonOf(signedUp);
    expect(user).toMatchObject({ name: 'Two Instances', phone, role: 'customer' });
    // The session opened on B is the shop's: A answers it too.
    expect((await on(0, '/api/addresses', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
  });

  it('lists the codes of both instances on each, newest first', async () => {
    const [first, second] = [nextPhone(), nextPhone()];
    expect((await on(1, '/api/auth/otp/request', json({ phone: first }))).status).toBe(202);
    expect((await on(0, '/api/auth/otp/request', json({ phone: second }))).status).toBe(202);
    const [onA, onB] = [await codesOn(0), await codesOn(1)];
    expect(onA).toEqual(onB);
    expect(onA.slice(0, 2).map((sms) => sms.phone)).toEqual([second, first]);
  });
});
