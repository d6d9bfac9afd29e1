import { Logger } from '@nestjs/common';
import { type LoginCodeSms, loginCodeText, type SmsSender } from './sms-sender.js';

/** A code the sandbox "sent", as /api/dev/otp-codes shows it. */
export interface SandboxSms {
  phone: string;
  code: string;
  text: string;
  sentAt: string;
}

// Enough for a tester's session; older codes have expired anyway.
const KEPT = 20;

/**
 * The demo shop's SMS: nothing leaves the machine. Each code is one line in the shop's log and is kept
 * (newest first, in this instance's memory) for the dev page /dev/otp. Never the default of a
 * PostgreSQL deployment: anyone who reads the page could log in as anyone (SMS_PROVIDER=sandbox asks for it).
 */
export class SandboxSmsSender implements SmsSender {
  readonly provider = 'sandbox' as const;
  private readonly logger = new Logger('sms-sandbox');
  private readonly sent: SandboxSms[] = [];

  async sendLoginCode(sms: LoginCodeSms): Promise<void> {
    this.logger.log({ msg: `sandbox SMS: login code ${sms.code} for ${sms.phone}`, phone: sms.phone, code: sms.code });
    this.sent.unshift({ phone: sms.phone, code: sms.code, text: loginCodeText(sms), sentAt: new Date().toISOString() });
    this.sent.length = Math.min(this.sent.length, KEPT);
  }

  /** The latest codes, newest first. */
  recent(): readonly SandboxSms[] {
    return [...this.sent];
  }
}
