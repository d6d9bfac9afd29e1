import path from 'node:path';
import { loadConfig } from './load-config.js';
import { ConfigError, defaultPoolSize } from './platform/config/app-config.js';

const strongSecret = 'x'.repeat(32);
// PERSONAL_DATA_KEY: 32 bytes in base64 (docs/decisions.md#erasure).
const personalDataKey = Buffer.alloc(32, 7).toString('base64');

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database under ./.data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ engine: 'pglite', dataDir: path.resolve('.data/pglite') });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  // Issue 16 item 1: whatever a deployment gets without settings is what runs in production.
  it('seeds demo data on the embedded database only, unless SEED_DEMO says otherwise', () => {
    const postgres = { DATABASE_URL: 'postgres://h/db', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey };
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemoData).toBe(false);
    expect(loadConfig(postgres).seedDemoData).toBe(false);
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).seedDemoData).toBe(true);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow('SEED_DEMO must be true or false, got "yes"');
  });

  it('takes online payments through the sandbox only on the demo shop or when asked', () => {
    const postgres = { DATABASE_URL: 'postgres://h/db', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 'k'.repeat(24), RAZORPAY_WEBHOOK_SECRET: strongSecret };
    expect(loadConfig({}).payments?.provider).toBe('sandbox');
    expect(loadConfig({ SEED_DEMO: 'false' }).payments?.provider).toBe('none');
    expect(loadConfig(postgres).payments?.provider).toBe('none');
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).payments?.provider).toBe('none');
    expect(loadConfig({ ...postgres, ...razorpay }).payments?.provider).toBe('razorpay');
    expect(loadConfig({ ...postgres, PAYMENT_PROVIDER: 'sandbox', PAYMENT_WEBHOOK_SECRET: strongSecret }).payments?.provider).toBe('sandbox');
    expect(() => loadConfig({ ...postgres, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_WEBHOOK_SECRET must be set when DATABASE_URL is set and PAYMENT_PROVIDER=sandbox/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER must be one of razorpay, sandbox, none, got "paypal"');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).payments?.provider).toBe('none');
  });

  it('sends login codes through the SMS sandbox only on the demo shop or when asked, through MSG91 when its keys are set', () => {
    const postgres = { DATABASE_URL: 'postgres://h/db', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey };
    const msg91 = { MSG91_AUTH_KEY: 'key-1', MSG91_TEMPLATE_ID: 'tmpl-1', PUBLIC_URL: 'https://shop.example/' };
    expect(loadConfig({}).sms).toEqual({ provider: 'sandbox' });
    expect(loadConfig({ SEED_DEMO: 'false' }).sms?.provider).toBe('none');
    expect(loadConfig(postgres).sms?.provider).toBe('none');
    expect(loadConfig({ ...postgres, SEED_DEMO: 'true' }).sms?.provider).toBe('none');
    expect(loadConfig({ ...postgres, SMS_PROVIDER: 'sandbox' }).sms?.provider).toBe('sandbox');
    expect(loadConfig({ ...postgres, ...msg91 }).sms).toEqual({
      provider: 'msg91',
      msg91: { authKey: 'key-1', templateId: 'tmpl-1', apiUrl: 'https://control.msg91.com' },
      webOtpHost: 'shop.example',
    });
    expect(() => loadConfig({ ...msg91, PUBLIC_URL: '' })).toThrow(/^PUBLIC_URL must be set \(e\.g\. https:\/\/jhatpat\.example\) when login codes go by SMS/);
    expect(() => loadConfig({ MSG91_AUTH_KEY: 'key-1' })).toThrow('MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are set together or not at all');
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', PUBLIC_URL: 'https://shop.example' })).toThrow('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow('SMS_PROVIDER must be one of msg91, sandbox, none, got "twilio"');
  });

  it('takes DATABASE_OWNER_URL as the role that migrates, beside the shop\'s own DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://app@h/db', DATABASE_OWNER_URL: 'postgres://owner@h/db', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey, PAYMENT_WEBHOOK_SECRET: strongSecret });
    expect(config.database).toEqual({ engine: 'postgres', url: 'postgres://app@h/db', ownerUrl: 'postgres://owner@h/db' });
  });

  it('keeps DATABASE_POOL_SIZE connections to PostgreSQL; unset, twice the cores plus one, from 4 to 20', () => {
    const postgres = { DATABASE_URL: 'postgres://app@h/db', JWT_SECRET: strongSecret, PERSONAL_DATA_KEY: personalDataKey, PAYMENT_WEBHOOK_SECRET: strongSecret };
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: ' 8 ' }).database).toEqual({ engine: 'postgres', url: 'postgres://app@h/db', poolSize: 8 });
    expect(loadConfig({ ...postgres, DATABASE_POOL_SIZE: '' }).database).toEqual({ engine: 'postgres', url: 'postgres://app@h/db' });
    expect([1, 2, 4, 9, 10, 64].map((cores) => defaultPoolSize(cores))).toEqual([4, 5, 9, 19, 20, 20]);
  });

  it('keeps a strong JWT_SECRET and reads token lifetimes', () => {
    const config = loadConfig({ JWT_SECRET: strongSecret, JWT_EXPIRES_IN: '15m' });
    expect(config.jwtSecret).toBe(strongSecret);
    expect(config.jwtExpiresInSeconds).toBe(900);
    expect(loadConfig({}).jwtExpiresInSeconds).toBe(12 * 3600);
  });

  it('keeps a METRICS_TOKEN of 32+ bytes; none by default', () => {
    expect(loadConfig({ METRICS_TOKEN: strongSecret }).metricsToken).toBe(strongSecret);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
  });

  it('caps failed logins at 100 per hour per account by default (ASVS 4.0.3 §2.2.1)', () => {
    expect(loadConfig({}).loginLimits?.failuresPerAccountPerHour).toBe(100);
  });

  it('reads the geocoder (its own settings) only when GEOCODER_URL is set', () => {
    expect(loadConfig({}).geocoder).toBeUndefined();
    expect(loadConfig({ GEOCODER_URL: ' https://maps.example ' }).geocoder).toMatchObject({ url: 'https://maps.example', minIntervalMs: 1000 });
    expect(loadConfig({ GEOCODER_URL: 'https://maps.example', GEOCODER_USER_AGENT: 'Shop/2' }).geocoder?.userAgent).toBe('Shop/2');
  });

  it('reads the payment durations and the public URL without its trailing slash', () => {
    const { payments } = loadConfig({ PUBLIC_URL: 'https://shop.example/', ORDER_PAYMENT_EXPIRY: '20m' });
    expect(payments).toMatchObject({ publicUrl: 'https://shop.example', expireUnpaidAfterMs: 20 * 60_000, reconcileAfterMs: 10 * 60_000, jobsEveryMs: 5_000 });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT must be a whole number/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ DATABASE_URL: 'postgres://app@h/db', DATABASE_OWNER_URL: 'mysql://x' }, /DATABASE_OWNER_URL must start with postgres/],
    [{ DATABASE_OWNER_URL: 'postgres://owner@h/db' }, /DATABASE_OWNER_URL needs DATABASE_URL .* the embedded database has no roles/],
    [{ DATABASE_URL: 'postgres://app@h/db', DATABASE_POOL_SIZE: 'twenty' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100, got "twenty"/],
    [{ DATABASE_URL: 'postgres://app@h/db', DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100, got "0"/],
    [{ DATABASE_URL: 'postgres://app@h/db', DATABASE_POOL_SIZE: '2.5' }, /DATABASE_POOL_SIZE must be a whole number from 1 to 100/],
    [{ DATABASE_POOL_SIZE: '8' }, /DATABASE_POOL_SIZE needs DATABASE_URL; the embedded database is one session/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ JWT_SECRET: 'secret' }, /JWT_SECRET must be at least 32 bytes/],
    [{ JWT_SECRET: 'x'.repeat(31) }, /JWT_SECRET must be at least 32 bytes/],
    [{ DATABASE_URL: 'postgres://h/db' }, /JWT_SECRET must be set when DATABASE_URL is set/],
    [{ JWT_EXPIRES_IN: 'forever' }, /JWT_EXPIRES_IN must be a duration/],
    [{ JWT_EXPIRES_IN: '0h' }, /JWT_EXPIRES_IN must be a duration/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 32 bytes/],
    [{ METRICS_TOKEN: `${'x'.repeat(32)} y` }, /METRICS_TOKEN must be printable ASCII/],
    [{ GEOCODER_URL: 'ftp://maps.example' }, /GEOCODER_URL must start with http:\/\/ or https:\/\//],
    [{ PUBLIC_URL: 'shop.example' }, /PUBLIC_URL must start with http:\/\/ or https:\/\//],
    [{ GUEST_CART_EXPIRY: '0d' }, /GUEST_CART_EXPIRY must be a duration such as 30s, 15m, 12h or 7d, got "0d"/],
    [{ ORDER_PAYMENT_EXPIRY: 'soon' }, /ORDER_PAYMENT_EXPIRY must be a duration/],
  ])('refuses %p with a clear message', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
