import { Logger } from '@nestjs/common';
import type { Sql, SqlClient } from '../../platform/database/sql-transaction.js';
import { CODE_LIFETIME_SECONDS } from '../login-codes/login-code-rules.js';
import { type LoginCodeSms, loginCodeText, SmsNotSentError, type SmsSender } from './sms-sender.js';

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
 * The demo shop's SMS: nothing leaves the machine. Each code is one line in the shop's log and a row of
 * `sandbox_sms`, the outbox every instance on the database shares, for the dev page /dev/otp: a code asked
 * for through one instance shows on any other's page. Never the default of a PostgreSQL deployment: anyone
 * who reads the page could log in as anyone (SMS_PROVIDER=sandbox asks for it).
 */
export class SandboxSmsSender implements SmsSender {
  readonly provider = 'sandbox' as const;
  private readonly logger = new Logger('sms-sandbox');

  constructor(private readonly db: Sql) {}

  async sendLoginCode(sms: LoginCodeSms): Promise<void> {
    try {
      // One round trip: the statement's snapshot does not see the row its INSERT adds, so the newest KEPT - 1
      // earlier rows stay beside it; codes past their life are worth nothing and go too.
      await this.db.query(
        `WITH sent AS (INSERT INTO sandbox_sms (phone, code, text) VALUES ($1, $2, $3))
         DELETE FROM sandbox_sms
          WHERE sent_at <= clock_timestamp() - make_interval(secs => $4)
             OR id <= (SELECT id FROM sandbox_sms ORDER BY id DESC OFFSET $5 LIMIT 1)`,
        [sms.phone, sms.code, loginCodeText(sms), CODE_LIFETIME_SECONDS, KEPT - 1],
      );
    } catch (error) {
      // As a provider that did not take the message: the code is ended as never sent, the shopper asked to retry.
      throw new SmsNotSentError(`sandbox outbox not written: ${(error as Error).message}`);
    }
    this.logger.log({ msg: `sandbox SMS: login code ${sms.code} for ${sms.phone}`, phone: sms.phone, code: sms.code });
  }

  /** The latest codes still alive, newest first, whichever instance sent them. */
  async recent(): Promise<SandboxSms[]> {
    const rows: { phone: string; code: string; text: string; sent_at: Date }[] = await this.db.query(
      `SELECT phone, code, text, sent_at FROM sandbox_sms
        WHERE sent_at > clock_timestamp() - make_interval(secs => $1) ORDER BY id DESC LIMIT $2`,
      [CODE_LIFETIME_SECONDS, KEPT],
    );
    return rows.map((row) => ({ phone: row.phone, code: row.code, text: row.text, sentAt: row.sent_at.toISOString() }));
  }
}

/**
 * The erasure's part (docs/decisions.md#erasure): the outbox names the phone in clear. Run whatever the
 * provider now is, since a shop that left the sandbox may still hold a few minutes of its rows.
 */
export async function forgetSandboxSmsOf(tx: SqlClient, phone: string): Promise<void> {
  await tx.query(`DELETE FROM sandbox_sms WHERE phone = $1`, [phone]);
}
