import { Msg91SmsSender } from './msg91-sms-sender.js';
import { SmsNotSentError } from './sms-sender.js';

// MSG91's network is the edge of the world: its answers are stood in for by a fetch of our own.
const settings = { authKey: 'auth-key-1', templateId: 'tmpl-1', apiUrl: 'https://msg91.example' };
const answering = (status: number, body: unknown) => {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, sender: new Msg91SmsSender(settings, send) };
};
const sms = { phone: '9000000002', code: '042917', host: 'shop.example' };

describe('Msg91SmsSender', () => {
  it('sends the flow template with the code and host as its variables, to 91 + the number', async () => {
    const { calls, sender } = answering(200, { type: 'success', message: '3763646c3058373530393831' });
    await sender.sendLoginCode(sms);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://msg91.example/api/v5/flow');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({ authkey: 'auth-key-1', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      template_id: 'tmpl-1',
      short_url: '0',
      recipients: [{ mobiles: '919000000002', otp: '042917', host: 'shop.example' }],
    });
  });

  it('fails with SmsNotSentError when MSG91 refuses, errs, or cannot be reached', async () => {
    await expect(answering(200, { type: 'error', message: 'Invalid template' }).sender.sendLoginCode(sms)).rejects.toThrow(
      new SmsNotSentError('MSG91 refused the SMS (HTTP 200): Invalid template'),
    );
    await expect(answering(401, { type: 'error', message: 'AuthenticationFailure' }).sender.sendLoginCode(sms)).rejects.toThrow(SmsNotSentError);
    const unreachable = new Msg91SmsSender(settings, (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch);
    await expect(unreachable.sendLoginCode(sms)).rejects.toThrow('MSG91 unreachable: fetch failed');
  });
});
