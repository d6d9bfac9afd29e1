import { isRole, landingPathFor, type Role } from '@jhatpat/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { serverMessage } from '../shared/server-message.js';

export interface SessionUser {
  _id: string;
  role: Role;
  phone?: string;
  name?: string;
  /** False for an account made by login with OTP until a password is set; absent (older stored sessions) means true. */
  hasPassword?: boolean;
}

/** What POST /auth/login answers and what browser storage keeps (token, user, role). */
export interface Session {
  token: string;
  user: SessionUser;
}

export interface SessionContext {
  session: Session | null;
  error: string | null;
  notice: string | null;
}

export type SessionEvent =
  | { type: 'login.submit'; phone: string; password: string }
  /** A login made elsewhere (login by OTP: the screen checks the code), whose answer the session takes as its own. */
  | { type: 'session.signedIn'; session: Session }
  | { type: 'session.logout' }
  /** The server has already ended the session (the account was erased): forgotten here, no logout sent for it. */
  | { type: 'session.ended' }
  /** The signed-in account set its first password (POST /auth/me/password): kept in the session and its storage. */
  | { type: 'session.passwordSet' }
  | { type: 'notice.dismiss' };
export type SessionEmitted = { type: 'session.loggedIn'; role: Role; landingPath: string } | { type: 'session.loggedOut' };

// An unknown role from the server lands like a customer, as landingPathFor does (docs/product.md §4).
const roleOf = (session: Session): Role => (isRole(session.user.role) ? session.user.role : 'customer');

/** docs/product.md §4 "Session": login stores token, user and role; logout clears all browser storage. */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
    input: {} as { session?: Session | null } | undefined,
  },
  actors: {
    logIn: fromPromise<Session, { phone: string; password: string }>(async () => {
      throw new Error('logIn must be provided');
    }),
  },
  actions: {
    /** Writes token, user and role to browser storage; provided by the app. */
    storeSession: (_, _session: Session) => {},
    /** Ends the session on the server (its token stops working everywhere at once), before storage forgets the token; provided by the app. */
    endServerSession: () => {},
    /** docs/product.md §4: logout clears ALL browser storage (guestCart and selectedAddress too); provided by the app. */
    clearStorage: () => {},
  },
  guards: {
    // docs/product.md §5: phone and password are required.
    hasCredentials: ({ event }) => event.type === 'login.submit' && event.phone.trim() !== '' && event.password !== '',
    hasSession: ({ context }) => context.session !== null,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ session: input?.session ?? null, error: null, notice: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'hasSession', target: 'loggedIn' }, { target: 'loggedOut' }] },
    loggedOut: {
      on: {
        'login.submit': { guard: 'hasCredentials', target: 'loggingIn', actions: assign({ error: null }) },
        // Stored, announced and landed exactly as a password login's answer.
        'session.signedIn': {
          target: 'loggedIn',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.session },
            assign({ session: ({ event }) => event.session, notice: 'Login successful!', error: null }),
            emit(({ event }) => ({ type: 'session.loggedIn' as const, role: roleOf(event.session), landingPath: landingPathFor(roleOf(event.session)) })),
          ],
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'logIn',
        input: ({ event }) => (event.type === 'login.submit' ? { phone: event.phone.trim(), password: event.password } : { phone: '', password: '' }),
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'storeSession', params: ({ event }) => event.output },
            assign({ session: ({ event }) => event.output, notice: 'Login successful!' }),
            emit(({ event }) => ({ type: 'session.loggedIn' as const, role: roleOf(event.output), landingPath: landingPathFor(roleOf(event.output)) })),
          ],
        },
        onError: { target: 'loggedOut', actions: assign({ error: ({ event }) => serverMessage(event.error, 'Login failed. Try again.') }) },
      },
    },
    loggedIn: {
      on: {
        'session.passwordSet': {
          actions: [
            assign({ session: ({ context }) => (context.session ? { ...context.session, user: { ...context.session.user, hasPassword: true } } : null) }),
            { type: 'storeSession', params: ({ context }) => context.session as Session },
          ],
        },
        'session.logout': { target: 'loggedOut', actions: ['endServerSession', 'clearStorage', assign({ session: null, notice: null }), emit({ type: 'session.loggedOut' })] },
        'session.ended': { target: 'loggedOut', actions: ['clearStorage', assign({ session: null, notice: null }), emit({ type: 'session.loggedOut' })] },
      },
    },
  },
  on: { 'notice.dismiss': { actions: assign({ notice: null }) } },
});

type SessionView = { context: SessionContext };
export const selectRole = ({ context }: SessionView): Role | null => (context.session ? roleOf(context.session) : null);
/** docs/product.md §4: admin → /admin/dashboard, delivery → /delivery/orders, anyone else → the customer dashboard. */
export const selectLandingPath = ({ context }: SessionView): string | null => (context.session ? landingPathFor(roleOf(context.session)) : null);
