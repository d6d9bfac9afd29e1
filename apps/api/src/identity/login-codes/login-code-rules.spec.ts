import { RESEND_AFTER_SECONDS, type RecentSends, tooManyCodesMessage, waitBeforeSending } from './login-code-rules.js';

const none: RecentSends = { phone: 0, sinceLatestPhoneSend: null, untilPhoneHourFrees: null, client: 0, untilClientHourFrees: null };

describe('waitBeforeSending', () => {
  it('sends the first code at once', () => {
    expect(waitBeforeSending(none)).toBe(0);
  });

  it('keeps the resend gap after the phone\'s latest code', () => {
    expect(waitBeforeSending({ ...none, phone: 1, sinceLatestPhoneSend: 15.2, untilPhoneHourFrees: 3584 })).toBe(45);
    expect(waitBeforeSending({ ...none, phone: 1, sinceLatestPhoneSend: RESEND_AFTER_SECONDS, untilPhoneHourFrees: 3540 })).toBe(0);
  });

  it('waits for the oldest send to leave the hour once the phone or the client had their share', () => {
    expect(waitBeforeSending({ ...none, phone: 5, sinceLatestPhoneSend: 300, untilPhoneHourFrees: 1200 })).toBe(1200);
    expect(waitBeforeSending({ ...none, client: 30, untilClientHourFrees: 99.5 })).toBe(100);
    expect(waitBeforeSending({ ...none, client: 29, untilClientHourFrees: 99.5 })).toBe(0);
  });
});

describe('tooManyCodesMessage', () => {
  it('says seconds for a short wait and minutes for a long one', () => {
    expect(tooManyCodesMessage(45)).toBe('Too many codes asked for. Please wait 45 seconds before asking for another one.');
    expect(tooManyCodesMessage(1200)).toBe('Too many codes asked for. Please wait 20 minutes before asking for another one.');
  });
});
