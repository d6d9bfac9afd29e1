import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { isRole } from '@jhatpat/domain';
import { sessionMachine, type Session, type SessionEmitted } from '@jhatpat/machines';
import { useShopServices } from '../services/shop-services';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/** One session for the whole app: the machine decides, the browser's storage remembers (docs/product.md §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { api, storage } = useShopServices();
  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actors: {
          logIn: fromPromise<Session, { phone: string; password: string }>(async ({ input }) => {
            const { token, user } = await api.auth.login(input);
            return { token, user: { ...user, role: isRole(user.role) ? user.role : 'customer' } };
          }),
        },
        actions: {
          storeSession: (_, session: Session) => storage.writeSession(session),
          // Sent while the token is still stored; the screen does not wait for it (an unreachable API must not keep anyone logged in here).
          endServerSession: () => void api.auth.logout().catch(() => undefined),
          clearStorage: () => storage.clearAll(),
        },
      }),
    [api, storage],
  );
  const actor = useActorRef(machine, { input: { session: storage.readSession() } });
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a SessionProvider above it.');
  return actor;
}

/** The signed-in user, or null for a guest. */
export function useSession() {
  const actor = useSessionActor();
  const session = useSelector(actor, (snapshot) => snapshot.context.session);
  return {
    session,
    role: session?.user.role ?? null,
    logOut: () => actor.send({ type: 'session.logout' }),
    /** After the server ended the session itself (an erased account): logging out there again would answer 401. */
    forgetEndedSession: () => actor.send({ type: 'session.ended' }),
  };
}

/** Runs `listener` on every login and logout the session machine announces. */
export function useSessionEvents(listener: (event: SessionEmitted) => void) {
  const actor = useSessionActor();
  useEffect(() => {
    const subscriptions = [actor.on('session.loggedIn', listener), actor.on('session.loggedOut', listener)];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, listener]);
}
