import type { SmsProviderChoice } from '../../platform/config/app-config.js';

/** A login code on its way to a phone: `host` is the shop's, for the WebOTP line. */
export interface LoginCodeSms {
  phone: string;
  code: string;
  host: string;
}

/** Sends login codes by SMS: MSG91 in production, the sandbox on the demo shop (docs/decisions.md#otp-login). */
export interface SmsSender {
  readonly provider: Exclude<SmsProviderChoice, 'none'>;
  /** Resolves once the provider accepted the message; rejects with SmsNotSentError when it did not. */
  sendLoginCode(sms: LoginCodeSms): Promise<void>;
}

/** The shop's SmsSender, or null when OTP login is off (no provider configured). */
export const SMS_SENDER = Symbol('SMS_SENDER');

export class SmsNotSentError extends Error {
  override name = 'SmsNotSentError';
}

/**
 * The text, as the DLT template registered with the operator must read (TRAI TCCCPR 2018: a text that
 * drifts from its template is blocked), filed as "Service Implicit", not "Transactional". The last line is
 * WebOTP's ("@host #code"), so Chrome on Android and Safari offer the code on the shop's own origin only.
 * DLT template: "{#var#} is your Jhatpat login code. It is valid for 5 minutes. Do not share it with anyone.\n\n@{#var#} #{#var#}"
 */
export function loginCodeText({ code, host }: Pick<LoginCodeSms, 'code' | 'host'>): string {
  return `${code} is your Jhatpat login code. It is valid for 5 minutes. Do not share it with anyone.\n\n@${host} #${code}`;
}
