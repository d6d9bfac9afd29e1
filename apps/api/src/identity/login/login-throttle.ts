import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type AppConfig, type LoginLimits, loginLimitDefaults } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.module.js';
import { TooManyLoginsException } from './too-many-logins.error.js';

interface AttemptCounts {
  account: number;
  account_wait: number | null;
  pair: number;
  pair_wait: number | null;
  client: number;
  client_wait: number | null;
}

/**
 * Failed-login limits kept in the database, so every API instance counts the same attempts (an
 * in-memory counter would give an attacker a fresh allowance per instance). An attempt is recorded
 * before the password is checked and removed only when it succeeds: in-flight guesses count, and a
 * successful login erases nothing but itself, so it cannot reopen the hourly cap.
 */
@Injectable()
export class LoginThrottle {
  private readonly limits: LoginLimits;

  constructor(
    @Inject(DataSource) private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.limits = config.loginLimits ?? loginLimitDefaults;
  }

  /** Records an attempt and returns its id, or throws 429 when a limit is reached (nothing recorded). */
  async admit(phone: string, client: string): Promise<string> {
    return this.db.transaction(async (tx) => {
      // One account's check-and-record is serialised, so concurrent guesses cannot overshoot the cap.
      await tx.query(`SELECT pg_advisory_xact_lock(hashtext('login:' || $1))`, [phone]);
      const [counts]: AttemptCounts[] = await tx.query(
        `SELECT count(*) FILTER (WHERE phone = $1)::int AS account,
                ceil(extract(epoch FROM min(attempted_at) FILTER (WHERE phone = $1) + interval '1 hour' - now()))::int
                  AS account_wait,
                count(*) FILTER (WHERE phone = $1 AND client = $2 AND recent)::int AS pair,
                ceil(extract(epoch FROM min(attempted_at) FILTER (WHERE phone = $1 AND client = $2 AND recent)
                  + interval '15 minutes' - now()))::int AS pair_wait,
                count(*) FILTER (WHERE client = $2 AND recent)::int AS client,
                ceil(extract(epoch FROM min(attempted_at) FILTER (WHERE client = $2 AND recent)
                  + interval '15 minutes' - now()))::int AS client_wait
           FROM (SELECT *, attempted_at > now() - interval '15 minutes' AS recent FROM login_attempts
                  WHERE (phone = $1 OR client = $2) AND attempted_at > now() - interval '1 hour') AS last_hour`,
        [phone, client],
      );
      const waits = [
        counts.account >= this.limits.failuresPerAccountPerHour ? counts.account_wait : null,
        counts.pair >= this.limits.failuresPerPhoneAndClientPer15Min ? counts.pair_wait : null,
        counts.client >= this.limits.failuresPerClientPer15Min ? counts.client_wait : null,
      ].filter((wait): wait is number => wait !== null);
      if (waits.length > 0) throw new TooManyLoginsException(Math.max(1, ...waits));
      // Old rows mean nothing; an occasional sweep keeps the table to about an hour of failures.
      if (Math.random() < 0.02) await tx.query(`DELETE FROM login_attempts WHERE attempted_at < now() - interval '1 hour'`);
      const [{ id }]: { id: string }[] = await tx.query(
        `INSERT INTO login_attempts (phone, client) VALUES ($1, $2) RETURNING id::text`,
        [phone, client],
      );
      return id;
    });
  }

  /** A successful login is not a failure: only its own attempt is removed. */
  async succeeded(attemptId: string): Promise<void> {
    await this.db.query(`DELETE FROM login_attempts WHERE id = $1`, [attemptId]);
  }
}
