import { serverMessage } from '../shared/server-message.js';
import { overlay, setQuantity, type CartLine, type ProductSummary } from './cart-lines.js';

// Pure bookkeeping of the per-product saves, so the machine file only wires events to it.
// Invariant: at most one save per product on the wire; later intents wait in `queued`, the last one winning.

export type SaveId = `saveQuantity.${number}`;

export interface SaveBook {
  lines: CartLine[];
  serverLines: CartLine[];
  saving: Record<string, { quantity: number; actorId: SaveId }>;
  queued: Record<string, number>;
  saveCount: number;
}

export interface SaveStep {
  patch: Partial<SaveBook> & { error?: string | null };
  spawn?: { id: SaveId; input: { productId: string; quantity: number } };
}

const intents = (book: Pick<SaveBook, 'saving' | 'queued'>) => {
  const merged: Record<string, number> = {};
  for (const [id, save] of Object.entries(book.saving)) merged[id] = save.quantity;
  return { ...merged, ...book.queued };
};

export const productOfSave = (book: SaveBook, actorId: string) =>
  Object.keys(book.saving).find((productId) => book.saving[productId]?.actorId === actorId);

const send = (book: SaveBook, productId: string, quantity: number) => {
  const id: SaveId = `saveQuantity.${book.saveCount}`;
  return { entry: { quantity, actorId: id }, saveCount: book.saveCount + 1, spawn: { id, input: { productId, quantity } } };
};

/** The shopper asked for `quantity`: show it at once, send it or queue it behind the save on the wire. */
export function beginSave(book: SaveBook, productId: string, quantity: number, product?: ProductSummary): SaveStep {
  const lines = setQuantity(book.lines, productId, quantity, product);
  if (book.saving[productId]) return { patch: { lines, error: null, queued: { ...book.queued, [productId]: quantity } } };
  const { entry, saveCount, spawn } = send(book, productId, quantity);
  return { patch: { lines, error: null, saving: { ...book.saving, [productId]: entry }, saveCount }, spawn };
}

/** A save answered with the whole cart: take it, keeping every still-owed intent on top. */
export function settleSave(book: SaveBook, productId: string, output: CartLine[]): SaveStep {
  const { [productId]: next, ...queued } = book.queued;
  const { [productId]: _settled, ...saving } = book.saving;
  let saveCount = book.saveCount;
  let spawn: SaveStep['spawn'];
  if (next !== undefined) {
    const sent = send(book, productId, next);
    saving[productId] = sent.entry;
    ({ saveCount, spawn } = sent);
  }
  const lines = overlay(output, intents({ saving, queued }), book.lines);
  return { patch: { saving, queued, saveCount, serverLines: output, lines }, spawn };
}

/** A save failed: that product goes back to what the server last confirmed; its queued intent goes too. */
export function revertSave(book: SaveBook, productId: string, error: unknown): SaveStep {
  const { [productId]: _failed, ...saving } = book.saving;
  const { [productId]: _dropped, ...queued } = book.queued;
  const confirmed = book.serverLines.find((line) => line.productId === productId);
  const lines = setQuantity(book.lines, productId, confirmed?.quantity ?? 0, confirmed);
  return { patch: { saving, queued, lines, error: serverMessage(error, 'Failed to update cart') } };
}

/** A fresh server cart (load or reload) under the intents still owed. */
export const replaceCart = (book: SaveBook, serverLines: CartLine[]) => ({ serverLines, lines: overlay(serverLines, intents(book), book.lines) });
