import { DataSource } from 'typeorm';
import { SandboxSmsSender } from '../../src/identity/sms/sandbox-sms-sender.js';
import { SMS_SENDER } from '../../src/identity/sms/sms-sender.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface OtpShop {
  shop: TestApp;
  db: DataSource;
  /** The SMS sandbox, whose outbox stands in for the shopper's phone. */
  sandbox: SandboxSmsSender;
}

/** A shop with the SMS sandbox (trusted loopback proxy: each test may ask from an address of its own), for one describe block. */
export function otpShop(): OtpShop {
  const scene = {} as OtpShop;
  beforeAll(async () => {
    scene.shop = await startTestApp({ trustProxy: 'loopback', sms: { provider: 'sandbox', webOtpHost: 'shop.example' } });
    scene.db = scene.shop.app.get(DataSource);
    scene.sandbox = scene.shop.app.get(SMS_SENDER);
  });
  afterAll(() => scene.shop.close());
  return scene;
}

/** The last code the sandbox "sent" to a phone. */
export async function latestCodeOf(sandbox: SandboxSmsSender, phone: string): Promise<string> {
  const sent = (await sandbox.recent()).find((sms) => sms.phone === phone);
  if (!sent) throw new Error(`no code sent to ${phone}`);
  return sent.code;
}

/** Any 6 digits but the right ones. */
export const wrongCode = (code: string): string => String((Number(code) + 1) % 1e6).padStart(6, '0');
