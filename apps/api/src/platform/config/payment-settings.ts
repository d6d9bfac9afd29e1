import { ConfigError } from './config-error.js';

// The payment settings' shape (docs/decisions.md#payment-provider); payments/payment-settings.schema.ts reads them from the environment.

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

export function assertStrongPaymentSecret(name: string, secret: string): void {
  if (Buffer.byteLength(secret, 'utf8') < MIN_PAYMENT_SECRET_BYTES) {
    throw new ConfigError(`${name} must be at least ${MIN_PAYMENT_SECRET_BYTES} bytes of random data (e.g. the output of: openssl rand -base64 48)`);
  }
}
