import { Inject, Injectable } from '@nestjs/common';
import { Sql } from '../../platform/database/sql-transaction.js';
import { type AppConfig, type LoginLimits, loginLimitDefaults } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { decideAdmission, type RecentFailures } from './login-limits.js';
import { TooManyLoginsException } from './too-many-logins.error.js';

/** An admitted login: the attempt recorded for it, and whether it came from a trusted device. */
export interface AdmittedLogin {
  attemptId: string;
  trusted: boolean;
}

/**
 * Failed-login limits kept in the database, so every API instance counts the same attempts (an
 * in-memory counter would give an attacker a fresh allowance per instance). An attempt is recorded
 * before the password is checked and removed only when it succeeds: in-flight guesses count, and a
 * successful login erases nothing but itself, so it cannot reopen the account's delay or cap.
 * What is allowed is decideAdmission's (login-limits.ts); this class reads and records.
 */
@Injectable()
export class LoginThrottle {
  private readonly limits: LoginLimits;

  constructor(
    @Inject(Sql) private readonly db: Sql,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.loginLimits ?? loginLimitDefaults;
  }

  /**
   * Records an attempt, or throws 429 with the wait when the limits refuse it (nothing recorded).
   * `device`: the nonce of a valid device cookie for this phone, or null for an untrusted client.
   */
  async admit(phone: string, client: string, device: string | null): Promise<AdmittedLogin> {
    return this.db.transaction(async (tx) => {
      // One account's check-and-record is serialised, so concurrent guesses cannot overshoot a limit.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('login:' || $1))`, [phone]);
      const [failures]: RecentFailures[] = await tx.query(
        `SELECT count(*) FILTER (WHERE untrusted_account)::int AS account,
                extract(epoch FROM now() - max(attempted_at) FILTER (WHERE untrusted_account))::float8 AS "sinceLatestAccountFailure",
                extract(epoch FROM min(attempted_at) FILTER (WHERE untrusted_account) + interval '1 hour' - now())::float8
                  AS "untilAccountHourFrees",
                count(*) FILTER (WHERE untrusted_account AND client = $2 AND recent)::int AS pair,
                extract(epoch FROM min(attempted_at) FILTER (WHERE untrusted_account AND client = $2 AND recent)
                  + interval '15 minutes' - now())::float8 AS "untilPairFrees",
                count(*) FILTER (WHERE device IS NULL AND client = $2 AND recent)::int AS client,
                extract(epoch FROM min(attempted_at) FILTER (WHERE device IS NULL AND client = $2 AND recent)
                  + interval '15 minutes' - now())::float8 AS "untilClientFrees",
                count(*) FILTER (WHERE device = $3)::int AS device
           FROM (SELECT *, attempted_at > now() - interval '15 minutes' AS recent,
                        phone = $1 AND device IS NULL AS untrusted_account
                   FROM login_attempts
                  WHERE (phone = $1 OR client = $2 OR device = $3) AND attempted_at > now() - interval '1 hour') AS last_hour`,
        [phone, client, device],
      );
      const admission = decideAdmission(failures, device !== null, this.limits);
      if (!admission.admitted) throw new TooManyLoginsException(admission.retryAfterSeconds);
      // Old rows mean nothing; an occasional sweep keeps the table to about an hour of failures.
      if (Math.random() < 0.02) await tx.query(`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 hour'`);
      const [{ id }]: { id: string }[] = await tx.query(
        `INSERT INTO login_attempts (phone, client, device) VALUES ($1, $2, $3) RETURNING id::text`,
        [phone, client, admission.trusted ? device : null],
      );
      return { attemptId: id, trusted: admission.trusted };
    });
  }

  /** A successful login is not a failure: only its own attempt is removed. */
  async succeeded(attemptId: string): Promise<void> {
    await this.db.query(`DELETE FROM login_attempts WHERE id = $1`, [attemptId]);
  }
}
