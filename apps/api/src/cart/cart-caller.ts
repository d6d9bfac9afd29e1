import type { AuthenticatedUser } from '../platform/auth/authenticated-user.js';
import type { EventMetadata } from '../platform/event-store/index.js';
import type { CartOwner } from './cart-owner.js';

/** Whose cart a request is about, and who is acting on it (the events' metadata). */
export interface CartCaller {
  owner: CartOwner;
  metadata: EventMetadata;
}

/** A logged-in customer acting on their own cart (admins have no cart, docs/product.md §4). */
export const customerCaller = (user: AuthenticatedUser): CartCaller => ({
  owner: { kind: 'customer', userId: user.id },
  metadata: { actorId: user.id, role: user.role },
});

/** Whoever holds a Guest-Token acts on that guest cart, as no one in particular. */
export const guestCaller = (token: string): CartCaller => ({
  owner: { kind: 'guest', token },
  metadata: { actorId: null, role: 'guest' },
});
