import { Query } from '@nestjs/cqrs';
import type { CartView } from '../cart.view.js';
import type { CartOwner } from '../cart-owner.js';

/** A customer's or a guest's cart as cart_view holds it, priced with today's catalog. */
export class GetCartQuery extends Query<CartView> {
  constructor(readonly owner: CartOwner) {
    super();
  }
}
