import { type OnSocketStatus, openSocket } from './socket-connection.js';

export const PACKING_NAMESPACE = '/packing';

/** Something on the packing floor changed (an order confirmed, claimed, picked, short, packed, cancelled). */
export interface PackingChanged {
  orderId: string;
  type: string;
  cursor: string;
}

export interface PackingChangesOptions {
  baseUrl?: string;
  token: string;
  onChange: (change: PackingChanged) => void;
  onStatus?: OnSocketStatus;
}

/** The packing floor's live feed (packers and admins): each push is a cue to read the queue again. */
export function connectPackingChanges({ baseUrl, token, onChange, onStatus }: PackingChangesOptions): { close(): void } {
  const connection = openSocket(PACKING_NAMESPACE, { baseUrl, auth: () => ({ token }), onStatus }, (socket) => {
    socket.on('connect', () => onStatus?.('live'));
    socket.on('packing.changed', (change: PackingChanged) => onChange(change));
  });
  return { close: () => connection.close() };
}
