import { randomBytes } from 'node:crypto';
import { type PaymentMethod, paymentMethods } from '@jhatpat/domain';
import { type AppConfig, assertStrongPaymentSecret, ConfigError, type PaymentProviderChoice, type RazorpaySettings } from '../platform/config/app-config.js';
import { keptSecret } from '../platform/config/kept-secret.js';

const SECRET_FILE = 'payment-webhook-secret';

export interface ResolvedPaymentSettings {
  /** Who takes new online payments; 'none': cash on delivery only. */
  provider: PaymentProviderChoice;
  /** The sandbox's webhook secret; a throwaway one when the sandbox is not the provider (it then takes no payment to be told about). */
  sandboxSecret: string;
  razorpay: RazorpaySettings | null;
  publicUrl: string;
  reconcileAfterMs: number;
  expireUnpaidAfterMs: number;
  jobsEveryMs: number;
}

/** The payment settings with every secret checked (≥ 32 bytes), so a weak one stops the start. */
export function resolvePaymentSettings(config: AppConfig): ResolvedPaymentSettings {
  const settings = config.payments ?? {};
  const provider = settings.provider ?? (settings.razorpay ? 'razorpay' : 'sandbox');
  if (provider === 'razorpay' && !settings.razorpay) throw new ConfigError('PAYMENT_PROVIDER=razorpay needs the RAZORPAY_* keys');
  const sandboxSecret = settings.webhookSecret ?? (provider === 'sandbox' ? keptWebhookSecret(config) : randomBytes(48).toString('base64url'));
  assertStrongPaymentSecret('PAYMENT_WEBHOOK_SECRET', sandboxSecret);
  if (settings.razorpay) {
    assertStrongPaymentSecret('RAZORPAY_WEBHOOK_SECRET', settings.razorpay.webhookSecret);
    // Razorpay issues the key secret itself (24 characters today), so only its presence is checked.
    if (!settings.razorpay.keyId || !settings.razorpay.keySecret) throw new ConfigError('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set');
  }
  return {
    provider,
    sandboxSecret,
    razorpay: settings.razorpay ?? null,
    publicUrl: settings.publicUrl ?? '',
    reconcileAfterMs: settings.reconcileAfterMs ?? 10 * 60_000,
    expireUnpaidAfterMs: settings.expireUnpaidAfterMs ?? 15 * 60_000,
    jobsEveryMs: settings.jobsEveryMs ?? 5_000,
  };
}

/** Razorpay or the sandbox take new online payments; with 'none', cash on delivery only. */
export const takesOnlinePayments = (settings: ResolvedPaymentSettings): boolean => settings.provider !== 'none';

/** The methods a shopper may choose now. */
export const paymentMethodsTaken = (settings: ResolvedPaymentSettings): readonly PaymentMethod[] => (takesOnlinePayments(settings) ? paymentMethods : ['COD']);

/** Like the JWT secret: generated once on the embedded database and kept in DATA_DIR (loadConfig requires it with DATABASE_URL). */
function keptWebhookSecret(config: AppConfig): string {
  return keptSecret(config.dataDir, SECRET_FILE, () => randomBytes(48).toString('base64url'));
}
