import type { Socket } from 'socket.io-client';

/** Where a live connection stands, for the screen's "live" / "reconnecting" hint. */
export type SocketStatus = 'connecting' | 'live' | 'reconnecting' | 'refused' | 'closed';

export type OnSocketStatus = (status: SocketStatus, message?: string) => void;

export interface SocketOptions {
  /** Origin of the shop, e.g. "http://127.0.0.1:3000"; "" (the default) for the page's own origin. */
  baseUrl?: string;
  /** Sent in the handshake on every (re)connection, so a resume cursor can move on. */
  auth: () => Record<string, string>;
  onStatus?: OnSocketStatus;
}

/** The API's Socket.IO server shares its port under this path (apps/api platform/realtime). */
export const SOCKET_PATH = '/socket.io/';

/** An open (or opening) live connection; closing it before it is up cancels it. */
export interface LiveConnection {
  close(): void;
}

/**
 * Opens a namespace of the shop's Socket.IO server and reports its state; `listen` attaches the
 * caller's handlers once the socket exists. Socket.IO reconnects by itself after a dropped
 * connection; a handshake the server refuses (bad token, wrong role) is final and reported as
 * "refused" with the server's message.
 *
 * socket.io-client is imported on first use: only live screens (an order's tracker, the admin's
 * notifications) need it, so the storefront's first load does not carry it.
 */
export function openSocket(namespace: string, { baseUrl = '', auth, onStatus }: SocketOptions, listen: (socket: Socket) => void): LiveConnection {
  let socket: Socket | null = null;
  let closed = false;
  onStatus?.('connecting');
  import('socket.io-client').then(
    ({ io }) => {
      if (closed) return;
      socket = io(`${baseUrl}${namespace}`, {
        path: SOCKET_PATH,
        auth: (send) => send(auth()),
        // WebSocket first: the shop accepts it directly, and polling stays as the fallback.
        transports: ['websocket', 'polling'],
        tryAllTransports: true,
      });
      const opened = socket;
      // The server ended the session (logout elsewhere, a role change, a deleted account): final, like a
      // refused handshake, and the server's reason is what the screen shows.
      let ended = false;
      opened.on('session-ended', ({ msg }: { msg: string }) => {
        ended = true;
        onStatus?.('refused', msg);
      });
      opened.on('disconnect', (reason) => {
        if (ended) return;
        // A disconnect this side asked for was already reported by whoever asked.
        if (opened.active) onStatus?.('reconnecting', reason);
        else if (reason !== 'io client disconnect') onStatus?.('closed', reason);
      });
      opened.on('connect_error', (error) => onStatus?.(opened.active ? 'reconnecting' : 'refused', error.message));
      listen(opened);
    },
    // The client's code could not be fetched (offline, a deploy replaced the chunk): no live updates.
    () => {
      if (!closed) onStatus?.('closed', 'Live updates could not be loaded');
    },
  );
  return {
    close() {
      closed = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    },
  };
}
