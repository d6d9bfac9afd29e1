import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';

// The socket specs' own harness (Node only, not exported): a real Socket.IO server on loopback,
// at the API's path, so the client's handshake, rooms, acks and reconnects cross a real socket.

export async function startSocketServer() {
  const http = createServer();
  const io = new Server(http, { path: '/socket.io/' });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    io,
    baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => io.close(() => resolve())),
  };
}

/** The API's handshake rule: a token in `auth`, else the REST API's message. */
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';
