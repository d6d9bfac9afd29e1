import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DataSource } from 'typeorm';
import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';
import { json, nextPhone } from '../support/identity-helpers.js';

// Login by OTP on a shop with another SMS provider than the sandbox (docs/decisions.md#otp-login). Apart
// from otp-login.spec, which is in the engine-parity list for its racing sends: what a provider setting
// changes does not go through the database engine, so these run on PostgreSQL only.
describe('a shop sending by MSG91', () => {
  let shop: TestApp;
  let msg91: Server;
  const sent: string[] = [];
  beforeAll(async () => {
    // MSG91's network is the world's edge: a server of our own answers as it does.
    msg91 = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        sent.push(body);
        response.setHeader('content-type', 'application/json').end(JSON.stringify({ type: 'success', message: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => msg91.listen(0, '127.0.0.1', resolve));
    const apiUrl = `http://127.0.0.1:${(msg91.address() as AddressInfo).port}`;
    shop = await startTestApp({ sms: { provider: 'msg91', msg91: { authKey: 'auth-key-1', templateId: 'tmpl-1', apiUrl }, webOtpHost: 'shop.example' } });
  });
  afterAll(async () => {
    await shop.close();
    await new Promise((resolve) => msg91.close(resolve));
  });

  it('writes no code in clear to the database: the sandbox\'s outbox stays empty, and there is no dev page', async () => {
    const phone = nextPhone();
    expect((await shop.request('/api/auth/otp/request', json({ phone }))).status).toBe(202);
    expect(sent).toEqual([expect.stringContaining(`"mobiles":"91${phone}"`)]);
    expect(await shop.app.get(DataSource).query(`SELECT count(*)::int AS n FROM sandbox_sms`)).toEqual([{ n: 0 }]);
    expect((await shop.request('/api/dev/otp-codes')).status).toBe(404);
  });
});

describe('a shop without an SMS provider', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp({ sms: { provider: 'none' } });
  });
  afterAll(() => shop.close());

  it('says OTP login is off, refuses it clearly, and has no dev page of codes', async () => {
    expect(await jsonOf(await shop.request('/api/auth/otp'))).toEqual({ enabled: false, codeLength: 6, resendAfterSeconds: 60 });
    const off = { statusCode: 503, msg: 'Login with OTP is not available on this shop. Please log in with your password.' };
    const request = await shop.request('/api/auth/otp/request', json({ phone: '9123456789' }));
    expect(request.status).toBe(503);
    expect(await jsonOf(request)).toEqual(off);
    expect(await jsonOf(await shop.request('/api/auth/otp/verify', json({ phone: '9123456789', code: '123456' })))).toEqual(off);
    expect((await shop.request('/api/dev/otp-codes')).status).toBe(404);
  });
});
