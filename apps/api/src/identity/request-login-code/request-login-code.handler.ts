import { Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { Sql } from '../../platform/database/sql-transaction.js';
import { LoginCodeHasher } from '../login-codes/login-code-hasher.js';
import {
  CODE_DIGITS,
  CODE_LIFETIME_SECONDS,
  otpMessages,
  RESEND_AFTER_SECONDS,
  type RecentSends,
  waitBeforeSending,
} from '../login-codes/login-code-rules.js';
import { SMS_SENDER, SmsNotSentError, type SmsSender } from '../sms/sms-sender.js';
import { RequestLoginCodeCommand } from './request-login-code.command.js';
import type { LoginCodeSent } from './request-login-code.dto.js';
import { TooManyCodesException } from './too-many-codes.error.js';

/**
 * Sends a fresh code to any well-formed phone, account or not (the answer is the same, and a new phone
 * signs up by OTP). The send limits are counted in login_codes itself, so every instance counts the same
 * sends; a newer code replaces the phone's live one.
 */
@CommandHandler(RequestLoginCodeCommand)
export class RequestLoginCodeHandler implements ICommandHandler<RequestLoginCodeCommand> {
  private readonly logger = new Logger('otp-login');

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(LoginCodeHasher) private readonly codes: LoginCodeHasher,
    @Inject(SMS_SENDER) private readonly sender: SmsSender | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ phone, client, host }: RequestLoginCodeCommand): Promise<LoginCodeSent> {
    if (!this.sender) throw new ServiceUnavailableException(otpMessages.off);
    const { id, code } = await this.db.transaction(async (tx) => {
      // One phone's and one client's check-and-record are serialised (always in this order), so concurrent
      // asks cannot overshoot a limit.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('login-code:' || $1))`, [phone]);
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('login-code-client:' || $1))`, [client]);
      const [sends]: RecentSends[] = await tx.query(
        `SELECT count(*) FILTER (WHERE phone = $1)::int AS phone,
                extract(epoch FROM clock_timestamp() - max(sent_at) FILTER (WHERE phone = $1))::float8 AS "sinceLatestPhoneSend",
                extract(epoch FROM min(sent_at) FILTER (WHERE phone = $1) + interval '1 hour' - clock_timestamp())::float8 AS "untilPhoneHourFrees",
                count(*) FILTER (WHERE client = $2)::int AS client,
                extract(epoch FROM min(sent_at) FILTER (WHERE client = $2) + interval '1 hour' - clock_timestamp())::float8 AS "untilClientHourFrees"
           FROM login_codes
          WHERE (phone = $1 OR client = $2) AND sent_at > clock_timestamp() - interval '1 hour'`,
        [phone, client],
      );
      const wait = waitBeforeSending(sends);
      if (wait > 0) throw new TooManyCodesException(wait);
      // Rows past the hour count for nothing; an occasional sweep keeps the table to about a day of codes.
      if (Math.random() < 0.02) await tx.query(`DELETE FROM login_codes WHERE sent_at < clock_timestamp() - interval '1 day'`);
      await tx.query(`UPDATE login_codes SET ended_at = clock_timestamp(), ended_why = 'replaced' WHERE phone = $1 AND ended_at IS NULL`, [phone]);
      const fresh = this.codes.fresh(phone);
      const [row]: { id: string }[] = await tx.query(
        `INSERT INTO login_codes (phone, client, salt, code_hash, expires_at)
         VALUES ($1, $2, $3, $4, clock_timestamp() + make_interval(secs => $5)) RETURNING id::text`,
        [phone, client, fresh.salt, fresh.hash, CODE_LIFETIME_SECONDS],
      );
      return { id: row.id, code: fresh.code };
    });
    try {
      // PUBLIC_URL's host (loadConfig requires it for real SMS); the request's only for the sandbox and configs built in code.
      await this.sender.sendLoginCode({ phone, code, host: this.config.sms?.webOtpHost ?? host });
    } catch (error) {
      if (!(error instanceof SmsNotSentError)) throw error;
      // Still counted by the limits, so a failing provider is not hammered; a code never sent cannot be used.
      await this.db.query(`UPDATE login_codes SET ended_at = clock_timestamp(), ended_why = 'not sent' WHERE id = $1 AND ended_at IS NULL`, [id]);
      this.logger.warn({ msg: 'login code not sent', provider: this.sender.provider, err: error.message });
      throw new ServiceUnavailableException(otpMessages.notSent);
    }
    return {
      msg: `We sent a ${CODE_DIGITS}-digit code to ${phone}.`,
      codeLength: CODE_DIGITS,
      expiresInSeconds: CODE_LIFETIME_SECONDS,
      resendAfterSeconds: RESEND_AFTER_SECONDS,
    };
  }
}
