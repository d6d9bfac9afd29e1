import { z } from 'zod';
import { assertStrongPaymentSecret, ConfigError, type PaymentProviderChoice, paymentProviderChoices, type PaymentSettings } from '../platform/config/app-config.js';
import { asIssue, durationSetting, optionalSetting, refuse } from '../platform/config/settings-schema.js';

// The payment settings (docs/decisions.md#payment-provider), read from the environment by loadConfig.

const isHttpUrl = (url: string | undefined) => url === undefined || /^https?:\/\//.test(url);

const paymentFields = z.object({
  RAZORPAY_KEY_ID: optionalSetting,
  RAZORPAY_KEY_SECRET: optionalSetting,
  RAZORPAY_WEBHOOK_SECRET: optionalSetting,
  RAZORPAY_API_URL: optionalSetting
    .transform((url) => (url ?? 'https://api.razorpay.com').replace(/\/+$/, ''))
    .refine(isHttpUrl, 'RAZORPAY_API_URL must start with http:// or https://'),
  PUBLIC_URL: optionalSetting.transform((url) => url?.replace(/\/+$/, '') || undefined).refine(isHttpUrl, 'PUBLIC_URL must start with http:// or https://'),
  PAYMENT_PROVIDER: z.string().optional(),
  PAYMENT_WEBHOOK_SECRET: optionalSetting,
  PAYMENT_RECONCILE_AFTER: durationSetting('PAYMENT_RECONCILE_AFTER', '10m'),
  ORDER_PAYMENT_EXPIRY: durationSetting('ORDER_PAYMENT_EXPIRY', '15m'),
  PAYMENT_JOBS_EVERY: durationSetting('PAYMENT_JOBS_EVERY', '5s'),
});

/**
 * The payments context's settings. `demoShop`: the embedded database with demo data, where the sandbox
 * takes payments unless told otherwise.
 */
export const paymentSettingsSchema = (sharedDatabase: boolean, demoShop: boolean) =>
  paymentFields.transform((env, ctx): PaymentSettings => {
    const keys = [env.RAZORPAY_KEY_ID, env.RAZORPAY_KEY_SECRET, env.RAZORPAY_WEBHOOK_SECRET];
    const given = keys.filter(Boolean).length;
    if (given !== 0 && given !== 3) {
      return refuse(ctx, 'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set together or not at all');
    }
    const [keyId, keySecret, webhookSecret] = keys;
    const razorpay = keyId && keySecret && webhookSecret ? { keyId, keySecret, webhookSecret, apiUrl: env.RAZORPAY_API_URL } : undefined;
    if (razorpay) asIssue(ctx, () => assertStrongPaymentSecret('RAZORPAY_WEBHOOK_SECRET', razorpay.webhookSecret));
    const provider = asIssue(ctx, () => choosePaymentProvider(env.PAYMENT_PROVIDER, Boolean(razorpay), demoShop));
    const sandboxSecret = env.PAYMENT_WEBHOOK_SECRET;
    // Instances sharing one PostgreSQL must verify each other's sandbox webhooks, so none may invent its own secret.
    if (!sandboxSecret && sharedDatabase && provider === 'sandbox') {
      return refuse(ctx, 'PAYMENT_WEBHOOK_SECRET must be set when DATABASE_URL is set and PAYMENT_PROVIDER=sandbox (at least 32 random bytes: openssl rand -base64 48)');
    }
    if (sandboxSecret) asIssue(ctx, () => assertStrongPaymentSecret('PAYMENT_WEBHOOK_SECRET', sandboxSecret));
    return {
      provider,
      ...(sandboxSecret ? { webhookSecret: sandboxSecret } : {}),
      ...(razorpay ? { razorpay } : {}),
      ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL } : {}),
      reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER,
      expireUnpaidAfterMs: env.ORDER_PAYMENT_EXPIRY,
      jobsEveryMs: env.PAYMENT_JOBS_EVERY,
    };
  });

/**
 * PAYMENT_PROVIDER when set; otherwise Razorpay when its keys are, the sandbox for the demo shop (the
 * embedded database with demo data), and for any other deployment nobody: cash on delivery only, since
 * anyone holding a sandbox page's link can mark its payment paid (docs/decisions.md#payment-provider).
 */
function choosePaymentProvider(raw: string | undefined, razorpayKeys: boolean, demoShop: boolean): PaymentProviderChoice {
  const value = raw?.trim();
  if (value === undefined || value === '') return razorpayKeys ? 'razorpay' : demoShop ? 'sandbox' : 'none';
  const choice = z.enum(paymentProviderChoices).safeParse(value);
  if (!choice.success) throw new ConfigError(`PAYMENT_PROVIDER must be one of ${paymentProviderChoices.join(', ')}, got "${raw}"`);
  if (choice.data === 'razorpay' && !razorpayKeys) throw new ConfigError('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  return choice.data;
}
