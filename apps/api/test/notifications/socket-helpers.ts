import { io, type Socket } from 'socket.io-client';
import type { TestApp } from '../support/test-app.js';

const open = new Set<Socket>();

/** A socket.io client on the test app; closed by closeSockets() in afterEach. */
export function connectTo(shop: TestApp, namespace: string, auth: Record<string, unknown> = {}, options: { transports?: ('websocket' | 'polling')[]; extraHeaders?: Record<string, string> } = {}): Socket {
  const socket = io(`${shop.baseUrl}${namespace}`, {
    path: '/socket.io/',
    transports: options.transports ?? ['websocket'],
    extraHeaders: options.extraHeaders,
    auth,
    reconnection: false,
    forceNew: true,
    timeout: 60_000, // a connect deadline for a loaded machine (5 s failed at load 36), not a speed gate
  });
  open.add(socket);
  return socket;
}

export function closeSockets(): void {
  for (const socket of open) socket.disconnect();
  open.clear();
}

/** Resolves once connected, rejects with the server's connect_error message. */
export function connected(socket: Socket, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out connecting')), timeoutMs);
    socket.once('connect', () => (clearTimeout(timer), resolve()));
    socket.once('connect_error', (error) => (clearTimeout(timer), reject(error)));
  });
}

/** The connect_error message the server refused the socket with. */
export async function refusal(socket: Socket): Promise<string> {
  try {
    await connected(socket);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the socket was admitted');
}

/** Everything a socket receives under `event`, from now on. */
export function collect<T>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (payload: T) => received.push(payload));
  return received;
}

export async function until(condition: () => boolean, timeoutMs = 60_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
