import { loginLimitDefaults } from '../../platform/config/app-config.js';
import { accountDelaySeconds, decideAdmission, type RecentFailures } from './login-limits.js';

const none: RecentFailures = {
  account: 0,
  sinceLatestAccountFailure: null,
  untilAccountHourFrees: null,
  pair: 0,
  untilPairFrees: null,
  client: 0,
  untilClientFrees: null,
  device: 0,
};
const limits = loginLimitDefaults;

describe('accountDelaySeconds (OWASP: exponential delays, not lockouts)', () => {
  it('asks nothing for the first failures, then doubles from 1 s up to the longest delay', () => {
    expect([0, 4, 5, 6, 7, 10, 11, 12, 50].map((n) => accountDelaySeconds(n, limits))).toEqual([0, 0, 1, 2, 4, 32, 60, 60, 60]);
  });

  it('keeps an attacker who waits out every delay under ASVS 2.2.1\'s 100 failures an hour', () => {
    let failures = 0;
    for (let second = 0; second < 3600; second += Math.max(1, accountDelaySeconds(failures, limits))) failures += 1;
    expect(failures).toBeLessThan(limits.failuresPerAccountPerHour);
  });
});

describe('decideAdmission', () => {
  const attacked: RecentFailures = { ...none, account: 100, sinceLatestAccountFailure: 3, untilAccountHourFrees: 1800, pair: 10, untilPairFrees: 600, client: 100, untilClientFrees: 700 };

  it('admits an untrusted client with no failures behind it', () => {
    expect(decideAdmission(none, false, limits)).toEqual({ admitted: true, trusted: false });
  });

  it('makes an untrusted client wait out the account\'s delay since its latest failure', () => {
    expect(decideAdmission({ ...none, account: 7, sinceLatestAccountFailure: 1.5 }, false, limits)).toEqual({ admitted: false, retryAfterSeconds: 3 });
    expect(decideAdmission({ ...none, account: 7, sinceLatestAccountFailure: 4 }, false, limits)).toEqual({ admitted: true, trusted: false });
  });

  it('refuses an untrusted client for the longest of the limits it reached', () => {
    expect(decideAdmission(attacked, false, limits)).toEqual({ admitted: false, retryAfterSeconds: 1800 });
  });

  it('admits a trusted device whatever untrusted clients did', () => {
    expect(decideAdmission(attacked, true, limits)).toEqual({ admitted: true, trusted: true });
  });

  it('treats a device that failed too often as untrusted', () => {
    expect(decideAdmission({ ...attacked, device: 10 }, true, limits)).toEqual({ admitted: false, retryAfterSeconds: 1800 });
    expect(decideAdmission({ ...none, device: 10 }, true, limits)).toEqual({ admitted: true, trusted: false });
  });
});
