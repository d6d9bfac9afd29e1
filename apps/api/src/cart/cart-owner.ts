import { createHash, randomBytes } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { StreamRef } from '../platform/event-store/index.js';

/** Whose cart: a logged-in customer's (kept on the server) or a guest's (named by a Guest-Token). */
export type CartOwner = { kind: 'customer'; userId: string } | { kind: 'guest'; token: string };

/**
 * A guest cart's name in the log: the SHA-256 of its token, never the token, which is a bearer secret
 * auditors must not read (docs/decisions.md#guest-cart-keys). Carts from before were named by the token
 * itself; the audit views show those under this same hashed name.
 */
export const guestCartKey = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export const GUEST_CART_STREAM_PREFIX = 'cart-guest-';

export const cartStreamOf = (owner: CartOwner): StreamRef => ({
  streamId: owner.kind === 'customer' ? `cart-customer-${owner.userId}` : `${GUEST_CART_STREAM_PREFIX}${guestCartKey(owner.token)}`,
  streamType: 'cart',
});

/**
 * The product ids on a cart's lines as a subquery with the cart's id for `$1` (its row in cart_view, the
 * cart's own fold): for a command that prices the cart in the round trip that locks it (placing an
 * order), as part of a prepared statement.
 */
export const cartProductIdsQuery = (cart: StreamRef): { text: string; params: [string] } => ({
  text: `SELECT (line->>'productId')::bpchar FROM cart_view c CROSS JOIN LATERAL jsonb_array_elements(c.lines) AS line WHERE c.cart_id = $1`,
  params: [cart.streamId],
});

/** 128 random bits: a guest cart is as private as its token is unguessable. */
export const newGuestToken = (): string => randomBytes(16).toString('hex');

const GUEST_TOKEN = /^[0-9a-f]{32}$/;

/** The Guest-Token header: absent → null (the server issues one); malformed → 400. */
export function parseGuestToken(header: string | string[] | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (typeof header !== 'string' || !GUEST_TOKEN.test(header)) {
    throw new BadRequestException('Guest-Token must be the 32-character token this shop issued');
  }
  return header;
}
