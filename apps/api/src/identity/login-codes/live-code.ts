import type { SqlClient } from '../../platform/database/sql-transaction.js';
import type { LoginCodeHasher } from './login-code-hasher.js';
import { WRONG_TRIES_PER_CODE } from './login-code-rules.js';

/** What a phone's live code said to a try: right (the row, still live), or why not. */
export type CodeCheck = { kind: 'right'; codeId: string } | { kind: 'no-code' | 'code-expired' } | { kind: 'wrong-code'; triesLeft: number };

/**
 * Checks a code against the phone's live one under its row's lock, so concurrent checks of one code are
 * one after the other. A wrong try is counted here (the caller commits it before refusing); the last one
 * ends the code. A right code is left live: the caller uses it up with `useCode`, in the same transaction (login) or in the
 * one its refusals roll back (erasure).
 * Login by OTP and the erasure of a passwordless account share these rules (docs/decisions.md#otp-login).
 */
export async function checkLiveCode(tx: SqlClient, codes: LoginCodeHasher, phone: string, code: string): Promise<CodeCheck> {
  const [live]: { id: string; salt: string; code_hash: string; wrong_tries: number; expired: boolean }[] = await tx.query(
    `SELECT id::text, salt, code_hash, wrong_tries, expires_at <= clock_timestamp() AS expired
       FROM login_codes WHERE phone = $1 AND ended_at IS NULL ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [phone],
  );
  if (!live) return { kind: 'no-code' };
  if (live.expired) return { kind: 'code-expired' };
  if (codes.matches(phone, code, live.salt, live.code_hash)) return { kind: 'right', codeId: live.id };
  const tries = live.wrong_tries + 1;
  await tx.query(
    `UPDATE login_codes SET wrong_tries = $2::int,
            ended_at = CASE WHEN $2::int >= $3::int THEN clock_timestamp() END,
            ended_why = CASE WHEN $2::int >= $3::int THEN 'too many wrong tries' END
      WHERE id = $1`,
    [live.id, tries, WRONG_TRIES_PER_CODE],
  );
  return { kind: 'wrong-code', triesLeft: Math.max(0, WRONG_TRIES_PER_CODE - tries) };
}

/**
 * A right code works once: whether this call used it up. False when it ended or expired since it was checked
 * (another request used it first, or its 5 minutes ran out); the UPDATE waits for that request's row lock,
 * so two uses of one code are one after the other and only the first gets true.
 */
export async function useCode(tx: SqlClient, codeId: string): Promise<boolean> {
  const used: unknown[] = await tx.query(
    `UPDATE login_codes SET ended_at = clock_timestamp(), ended_why = 'used'
      WHERE id = $1 AND ended_at IS NULL AND expires_at > clock_timestamp() RETURNING id`,
    [codeId],
  );
  return used.length === 1;
}
