// The SMS settings' shape (docs/decisions.md#otp-login); identity/sms/sms-settings.schema.ts reads them from the environment.

/** Who sends login codes: MSG91, the built-in sandbox (codes in the log and on /dev/otp), or nobody (OTP login off). */
export const smsProviderChoices = ['msg91', 'sandbox', 'none'] as const;
export type SmsProviderChoice = (typeof smsProviderChoices)[number];

export interface Msg91Settings {
  /** MSG91_AUTH_KEY: the account's auth key (sent as the authkey header). */
  authKey: string;
  /** MSG91_TEMPLATE_ID: the flow template (DLT-approved) with the variables ##otp## and ##host##. */
  templateId: string;
  /** MSG91_API_URL, default https://control.msg91.com */
  apiUrl: string;
}

export interface SmsSettings {
  /** SMS_PROVIDER; unset in a config built in code (tests): the sandbox. loadConfig decides it for a deployment. */
  provider?: SmsProviderChoice;
  msg91?: Msg91Settings;
  /** The host of PUBLIC_URL, for the WebOTP line "@host #code"; unset: the host the request came to. */
  webOtpHost?: string;
}
