import type { Msg91Settings } from '../../platform/config/app-config.js';
import { type LoginCodeSms, SmsNotSentError, type SmsSender } from './sms-sender.js';

// A code is worth nothing after 5 minutes; a shopper waiting longer than this for "Send code" gives up.
const TIMEOUT_MS = 10_000;

/**
 * MSG91's flow API (POST /api/v5/flow): the text is the DLT-approved template kept at MSG91 (the one of
 * loginCodeText, with ##otp## and ##host## where the code and the host go); we send its variables.
 * Numbers go as 91 + the 10 digits. MSG91 answers {"type":"success"|"error","message":…}.
 */
export class Msg91SmsSender implements SmsSender {
  readonly provider = 'msg91' as const;

  constructor(
    private readonly settings: Msg91Settings,
    private readonly send: typeof fetch = fetch,
  ) {}

  async sendLoginCode({ phone, code, host }: LoginCodeSms): Promise<void> {
    let response: Response;
    try {
      response = await this.send(`${this.settings.apiUrl}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: this.settings.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ template_id: this.settings.templateId, short_url: '0', recipients: [{ mobiles: `91${phone}`, otp: code, host }] }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsNotSentError(`MSG91 unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || body?.type !== 'success') {
      throw new SmsNotSentError(`MSG91 refused the SMS (HTTP ${response.status}): ${body?.message ?? 'no message'}`);
    }
  }
}
