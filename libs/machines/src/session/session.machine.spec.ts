import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Role } from '@jhatpat/domain';
import { settle } from '../shared/gate.js';
import { selectLandingPath, selectRole, sessionMachine, type Session } from './session.machine.js';

const sessionFor = (role: string): Session => ({ token: 't', user: { _id: 'u1', role: role as Role, phone: '9876543210' } });

function startSession(answer: Session | Error, restored: Session | null = null) {
  const calls: string[] = [];
  const fx = {
    storeSession: vi.fn(),
    clearStorage: vi.fn(() => void calls.push('clearStorage')),
    endServerSession: vi.fn(() => void calls.push('endServerSession')),
    logIn: vi.fn(),
    calls,
  };
  const machine = sessionMachine.provide({
    actors: {
      logIn: fromPromise(async ({ input }) => {
        fx.logIn(input);
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { storeSession: (_, session) => fx.storeSession(session), clearStorage: fx.clearStorage, endServerSession: fx.endServerSession },
  });
  const actor = createActor(machine, { input: { session: restored } });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fx, emitted, snap: () => actor.getSnapshot() };
}

describe('session machine', () => {
  it('takes a login made elsewhere (by OTP) as its own: stored, announced, landed by role', () => {
    const { actor, fx, emitted, snap } = startSession(sessionFor('customer'));
    actor.send({ type: 'session.signedIn', session: sessionFor('delivery') });
    expect(snap().value).toBe('loggedIn');
    expect(fx.logIn).not.toHaveBeenCalled();
    expect(fx.storeSession).toHaveBeenCalledWith(sessionFor('delivery'));
    expect(selectLandingPath(snap())).toBe('/delivery/orders');
    expect(emitted).toContainEqual({ type: 'session.loggedIn', role: 'delivery', landingPath: '/delivery/orders' });
    expect(snap().context.notice).toBe('Login successful!');
  });

  it('requires phone and password', () => {
    const { snap } = startSession(sessionFor('customer'));
    expect(snap().can({ type: 'login.submit', phone: ' ', password: 'x' })).toBe(false);
    expect(snap().can({ type: 'login.submit', phone: '9876543210', password: '' })).toBe(false);
    expect(snap().can({ type: 'login.submit', phone: '9876543210', password: 'x' })).toBe(true);
  });

  it.each([
    ['admin', '/admin/dashboard'],
    ['delivery', '/delivery/orders'],
    ['customer', '/customer/dashboard'],
    ['superuser', '/customer/dashboard'],
  ])('logs a %s in, stores the session and lands on %s', async (role, path) => {
    const { actor, fx, emitted, snap } = startSession(sessionFor(role));
    actor.send({ type: 'login.submit', phone: ' 9876543210 ', password: 'secret' });
    expect(snap().hasTag('busy')).toBe(true);
    await settle();
    expect(fx.logIn).toHaveBeenCalledWith({ phone: '9876543210', password: 'secret' });
    expect(snap().value).toBe('loggedIn');
    expect(fx.storeSession).toHaveBeenCalledWith(sessionFor(role));
    expect(snap().context.notice).toBe('Login successful!');
    expect(selectLandingPath(snap())).toBe(path);
    expect(emitted).toEqual([{ type: 'session.loggedIn', role: role === 'superuser' ? 'customer' : role, landingPath: path }]);
  });

  it('shows the server msg on failure, else "Login failed. Try again."', async () => {
    const refused = startSession(Object.assign(new Error('Invalid credentials'), { status: 401 }));
    refused.actor.send({ type: 'login.submit', phone: '9876543210', password: 'x' });
    await settle();
    expect(refused.snap().value).toBe('loggedOut');
    expect(refused.snap().context.error).toBe('Invalid credentials');
    const offline = startSession(new TypeError('fetch failed'));
    offline.actor.send({ type: 'login.submit', phone: '9876543210', password: 'x' });
    await settle();
    expect(offline.snap().context.error).toBe('Login failed. Try again.');
    expect(offline.fx.storeSession).not.toHaveBeenCalled();
  });

  it('restores a stored session and logs out by clearing all browser storage', () => {
    const { actor, fx, emitted, snap } = startSession(new Error('unused'), sessionFor('delivery'));
    expect(snap().value).toBe('loggedIn');
    expect(selectRole(snap())).toBe('delivery');
    actor.send({ type: 'session.logout' });
    expect(fx.clearStorage).toHaveBeenCalledOnce();
    // The server ends the session first, while the token is still stored for the request to carry.
    expect(fx.calls).toEqual(['endServerSession', 'clearStorage']);
    expect(snap().value).toBe('loggedOut');
    expect(selectRole(snap())).toBeNull();
    expect(emitted).toEqual([{ type: 'session.loggedOut' }]);
  });

  it('forgets a session the server has already ended (an erased account) without sending a logout for it', () => {
    const { actor, fx, emitted, snap } = startSession(new Error('unused'), sessionFor('customer'));
    actor.send({ type: 'session.ended' });
    expect(fx.calls).toEqual(['clearStorage']);
    expect(fx.endServerSession).not.toHaveBeenCalled();
    expect(snap().value).toBe('loggedOut');
    expect(emitted).toEqual([{ type: 'session.loggedOut' }]);
  });

  it('keeps a first password set (an OTP sign-up) in the session and its storage, and stays logged in', () => {
    const otpOnly: Session = { token: 't', user: { _id: 'u1', role: 'customer', phone: '9876543210', hasPassword: false } };
    const { actor, fx, snap } = startSession(new Error('unused'), otpOnly);
    actor.send({ type: 'session.passwordSet' });
    expect(snap().value).toBe('loggedIn');
    expect(snap().context.session?.user.hasPassword).toBe(true);
    expect(fx.storeSession).toHaveBeenCalledWith({ ...otpOnly, user: { ...otpOnly.user, hasPassword: true } });
  });
});
