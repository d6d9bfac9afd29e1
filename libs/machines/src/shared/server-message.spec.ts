import { describe, expect, it } from 'vitest';
import { needsLogin, serverMessage } from './server-message.js';

const fail = (status: number, message: string) => Object.assign(new Error(message), { status });

describe('serverMessage', () => {
  it('shows the server msg, else the fallback', () => {
    expect(serverMessage(fail(400, 'Out of stock'), 'Failed')).toBe('Out of stock');
    expect(serverMessage(fail(500, ' '), 'Failed')).toBe('Failed');
    expect(serverMessage(fail(0, 'fetch failed'), 'Failed')).toBe('Failed');
    expect(serverMessage(new TypeError('x is undefined'), 'Failed')).toBe('Failed');
    expect(serverMessage(undefined, 'Failed')).toBe('Failed');
  });

  it('asks for login on 401 and 403 only', () => {
    expect(needsLogin(fail(401, ''))).toBe(true);
    expect(needsLogin(fail(403, ''))).toBe(true);
    expect(needsLogin(fail(500, ''))).toBe(false);
    expect(needsLogin(new Error('401'))).toBe(false);
  });
});
