import { ConfigError } from './config-error.js';
import { parseDuration } from './durations.js';

// The payment settings (docs/decisions.md#payment-provider), read from the environment by loadConfig.

/** Who takes online payments: Razorpay, the built-in sandbox (test money), or nobody (cash on delivery only). */
export const paymentProviderChoices = ['razorpay', 'sandbox', 'none'] as const;
export type PaymentProviderChoice = (typeof paymentProviderChoices)[number];

export interface PaymentSettings {
  /** PAYMENT_PROVIDER; unset: Razorpay when its keys are set, else the sandbox (configs built in code, e.g. tests). loadConfig decides it for a deployment. */
  provider?: PaymentProviderChoice;
  /** HMAC secret of the sandbox provider's webhooks (≥ 32 bytes); unset: generated once and kept in DATA_DIR. */
  webhookSecret?: string;
  /** Razorpay is the provider when its three keys are set; otherwise the sandbox is. */
  razorpay?: RazorpaySettings;
  /** The shop's public origin (PUBLIC_URL), for return URLs; unset: same-origin relative paths. */
  publicUrl?: string;
  /** PAYMENT_RECONCILE_AFTER: an attempt or refund with no outcome this long is asked about at the provider (default 10m). */
  reconcileAfterMs?: number;
  /** ORDER_PAYMENT_EXPIRY: an unpaid CARD or UPI order is cancelled this long after it was placed (default 15m). */
  expireUnpaidAfterMs?: number;
  /** PAYMENT_JOBS_EVERY: how often each instance runs the payment jobs on its own (default 5s). */
  jobsEveryMs?: number;
}

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** RAZORPAY_API_URL, default https://api.razorpay.com */
  apiUrl: string;
}

/** HMAC secrets we choose ourselves are at least as long as the SHA-256 output, like JWT_SECRET. */
export const MIN_PAYMENT_SECRET_BYTES = 32;

/**
 * PAYMENT_PROVIDER when set; otherwise Razorpay when its keys are, the sandbox for the demo shop (the
 * embedded database with demo data), and for any other deployment nobody: cash on delivery only, since
 * anyone holding a sandbox page's link can mark its payment paid (docs/decisions.md#payment-provider).
 */
function choosePaymentProvider(raw: string | undefined, razorpayKeys: boolean, demoShop: boolean): PaymentProviderChoice {
  const value = raw?.trim();
  if (value === undefined || value === '') return razorpayKeys ? 'razorpay' : demoShop ? 'sandbox' : 'none';
  if (!(paymentProviderChoices as readonly string[]).includes(value)) {
    throw new ConfigError(`PAYMENT_PROVIDER must be one of ${paymentProviderChoices.join(', ')}, got "${raw}"`);
  }
  if (value === 'razorpay' && !razorpayKeys) throw new ConfigError('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  return value as PaymentProviderChoice;
}

export function parsePayments(env: NodeJS.ProcessEnv, sharedDatabase: boolean, seedDemoData: boolean): PaymentSettings {
  const keyId = env.RAZORPAY_KEY_ID?.trim() || undefined;
  const keySecret = env.RAZORPAY_KEY_SECRET?.trim() || undefined;
  const razorpayWebhookSecret = env.RAZORPAY_WEBHOOK_SECRET?.trim() || undefined;
  const given = [keyId, keySecret, razorpayWebhookSecret].filter(Boolean).length;
  if (given !== 0 && given !== 3) {
    throw new ConfigError('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set together or not at all');
  }
  const apiUrl = (env.RAZORPAY_API_URL?.trim() || 'https://api.razorpay.com').replace(/\/+$/, '');
  if (!/^https?:\/\//.test(apiUrl)) throw new ConfigError('RAZORPAY_API_URL must start with http:// or https://');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  const razorpay = keyId && keySecret && razorpayWebhookSecret ? { keyId, keySecret, webhookSecret: razorpayWebhookSecret, apiUrl } : undefined;
  if (razorpay) assertStrongPaymentSecret('RAZORPAY_WEBHOOK_SECRET', razorpay.webhookSecret);
  const provider = choosePaymentProvider(env.PAYMENT_PROVIDER, Boolean(razorpay), !sharedDatabase && seedDemoData);
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim() || undefined;
  // Instances sharing one PostgreSQL must verify each other's sandbox webhooks, so none may invent its own secret.
  if (!webhookSecret && sharedDatabase && provider === 'sandbox') {
    throw new ConfigError('PAYMENT_WEBHOOK_SECRET must be set when DATABASE_URL is set and PAYMENT_PROVIDER=sandbox (at least 32 random bytes: openssl rand -base64 48)');
  }
  if (webhookSecret) assertStrongPaymentSecret('PAYMENT_WEBHOOK_SECRET', webhookSecret);
  const durations = {
    reconcileAfterMs: parseDuration(env.PAYMENT_RECONCILE_AFTER ?? '10m', 'PAYMENT_RECONCILE_AFTER') * 1000,
    expireUnpaidAfterMs: parseDuration(env.ORDER_PAYMENT_EXPIRY ?? '15m', 'ORDER_PAYMENT_EXPIRY') * 1000,
    jobsEveryMs: parseDuration(env.PAYMENT_JOBS_EVERY ?? '5s', 'PAYMENT_JOBS_EVERY') * 1000,
  };
  return { provider, ...(webhookSecret ? { webhookSecret } : {}), ...(razorpay ? { razorpay } : {}), ...(publicUrl ? { publicUrl } : {}), ...durations };
}

export function assertStrongPaymentSecret(name: string, secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_PAYMENT_SECRET_BYTES) {
    throw new ConfigError(`${name} must be at least ${MIN_PAYMENT_SECRET_BYTES} bytes of random data (e.g. the output of: openssl rand -base64 48)`);
  }
}
