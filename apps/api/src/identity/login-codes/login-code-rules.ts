// Login by OTP's numbers (docs/decisions.md#otp-login). ASVS 2.7.6: at least 20 bits, "typically a six
// digit random number"; a short life and few tries keep a guess at about 25 in a million an hour per phone.
export const CODE_DIGITS = 6;
export const CODE_LIFETIME_SECONDS = 5 * 60;
/** The gap before "Resend code" (the web's countdown says the same). */
export const RESEND_AFTER_SECONDS = 60;
export const SENDS_PER_PHONE_PER_HOUR = 5;
/** One client address, any phones: generous for a carrier's shared (CGNAT) address, far below SMS pumping. */
export const SENDS_PER_CLIENT_PER_HOUR = 30;
/** The wrong tries a code survives; the last one ends it. */
export const WRONG_TRIES_PER_CODE = 5;

/** The sends of the last hour that decide whether another code may go out, as login-code-sends reads them. */
export interface RecentSends {
  /** This phone's sends in the last hour, seconds since the latest, and until the oldest leaves the hour. */
  phone: number;
  sinceLatestPhoneSend: number | null;
  untilPhoneHourFrees: number | null;
  /** This client address's sends (any phone) in the last hour, and until the oldest leaves it. */
  client: number;
  untilClientHourFrees: number | null;
}

/** Seconds to wait before another code may be sent, 0 when it may be now: the longest of the limits reached. */
export function waitBeforeSending(sends: RecentSends): number {
  const waits = [
    sends.sinceLatestPhoneSend !== null ? RESEND_AFTER_SECONDS - sends.sinceLatestPhoneSend : 0,
    sends.phone >= SENDS_PER_PHONE_PER_HOUR ? sends.untilPhoneHourFrees : null,
    sends.client >= SENDS_PER_CLIENT_PER_HOUR ? sends.untilClientHourFrees : null,
  ].filter((wait): wait is number => wait !== null && wait > 0);
  return waits.length === 0 ? 0 : Math.max(1, Math.ceil(Math.max(...waits)));
}

export const otpMessages = {
  off: 'Login with OTP is not available on this shop. Please log in with your password.',
  notSent: 'We could not send the code. Please try again in a minute.',
  wrongCode: 'That code is not right. Please check the SMS and try again.',
  lastWrongCode: 'That code is not right, and it was the last try. Please ask for a new code.',
  expired: 'This code has expired. Please ask for a new code.',
  noCode: 'This code is no longer valid. Please ask for a new code.',
  nameRequired: 'Welcome to Jhatpat! Tell us your name to create your account.',
  codeInvalid: `code must be exactly ${CODE_DIGITS} digits`,
  codeRequired: 'code is required',
} as const;

/** "Please wait 45 seconds …" / "… 12 minutes …": the wait in the unit a shopper reads. */
export function tooManyCodesMessage(waitSeconds: number): string {
  const wait = waitSeconds <= 90 ? `${waitSeconds} seconds` : `${Math.ceil(waitSeconds / 60)} minutes`;
  return `Too many codes asked for. Please wait ${wait} before asking for another one.`;
}
