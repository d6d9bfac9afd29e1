import { z } from 'zod';
import { ConfigError, type SmsProviderChoice, smsProviderChoices, type SmsSettings } from '../../platform/config/app-config.js';
import { asIssue, optionalSetting, refuse } from '../../platform/config/settings-schema.js';

// The SMS settings of login by OTP (docs/decisions.md#otp-login), read from the environment by loadConfig.

const smsFields = z.object({
  SMS_PROVIDER: z.string().optional(),
  MSG91_AUTH_KEY: optionalSetting,
  MSG91_TEMPLATE_ID: optionalSetting,
  MSG91_API_URL: optionalSetting
    .transform((url) => (url ?? 'https://control.msg91.com').replace(/\/+$/, ''))
    .refine((url) => /^https?:\/\//.test(url), 'MSG91_API_URL must start with http:// or https://'),
  PUBLIC_URL: optionalSetting,
});

/**
 * Identity's SMS settings. `demoShop`: the embedded database with demo data, where the sandbox shows the
 * codes; any other shop sends real SMS or has no OTP login, since a sandbox shows every code to anyone
 * who can read its page.
 */
export const smsSettingsSchema = (demoShop: boolean) =>
  smsFields.transform((env, ctx): SmsSettings => {
    if (Boolean(env.MSG91_AUTH_KEY) !== Boolean(env.MSG91_TEMPLATE_ID)) {
      return refuse(ctx, 'MSG91_AUTH_KEY and MSG91_TEMPLATE_ID are set together or not at all');
    }
    const msg91 = env.MSG91_AUTH_KEY && env.MSG91_TEMPLATE_ID ? { authKey: env.MSG91_AUTH_KEY, templateId: env.MSG91_TEMPLATE_ID, apiUrl: env.MSG91_API_URL } : undefined;
    const provider = asIssue(ctx, () => chooseSmsProvider(env.SMS_PROVIDER, Boolean(msg91), demoShop));
    const webOtpHost = env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL) ? new URL(env.PUBLIC_URL).hostname : undefined;
    // A real SMS names the shop's host for WebOTP autofill: taken from a request's Host header, anyone could
    // have a victim's code offered on a look-alike site of theirs. Only the sandbox (nothing sent) may do that.
    if (provider === 'msg91' && !webOtpHost) {
      return refuse(ctx, 'PUBLIC_URL must be set (e.g. https://jhatpat.example) when login codes go by SMS: the SMS names the shop\'s host');
    }
    return { provider, ...(msg91 ? { msg91 } : {}), ...(webOtpHost ? { webOtpHost } : {}) };
  });

/** SMS_PROVIDER when set; otherwise MSG91 when its keys are, the sandbox for the demo shop, and nobody (OTP login off) for any other. */
function chooseSmsProvider(raw: string | undefined, msg91Keys: boolean, demoShop: boolean): SmsProviderChoice {
  const value = raw?.trim();
  if (value === undefined || value === '') return msg91Keys ? 'msg91' : demoShop ? 'sandbox' : 'none';
  const choice = z.enum(smsProviderChoices).safeParse(value);
  if (!choice.success) throw new ConfigError(`SMS_PROVIDER must be one of ${smsProviderChoices.join(', ')}, got "${raw}"`);
  if (choice.data === 'msg91' && !msg91Keys) throw new ConfigError('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
  return choice.data;
}
