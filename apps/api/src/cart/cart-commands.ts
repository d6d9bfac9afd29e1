import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { EventStore, type EventMetadata } from '../platform/event-store/index.js';
import {
  cartModel,
  type CartState,
  changeQuantity,
  chooseCharges,
  emptyTheCart,
  mergeGuestCart,
  setQuantity,
} from './cart.decider.js';
import type { CartEvent } from './cart.events.js';
import { type CartOwner, cartStreamOf, guestCartKey } from './cart-owner.js';
import { CartProducts } from './cart-products.js';
import { CartRefusal } from './cart-refusal.error.js';

/**
 * Runs the cart's commands against its stream: load → decide → append, one transaction each. Each
 * gives back the cart as it stands after the command, so the answer needs no second read.
 */
@Injectable()
export class CartCommands {
  constructor(
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(CartProducts) private readonly products: CartProducts,
  ) {}

  async setQuantity(owner: CartOwner, productId: string, quantity: number, metadata: EventMetadata): Promise<CartState> {
    if (quantity > 0) await this.assertAvailable(productId);
    return this.run(owner, (state) => setQuantity(state, productId, quantity), metadata);
  }

  async changeQuantity(owner: CartOwner, productId: string, change: number, metadata: EventMetadata): Promise<CartState> {
    if (change > 0) await this.assertAvailable(productId);
    return this.run(owner, (state) => changeQuantity(state, productId, change), metadata);
  }

  chooseCharges(owner: CartOwner, tipPaise: number, donationPaise: number, metadata: EventMetadata): Promise<CartState> {
    return this.run(owner, (state) => chooseCharges(state, tipPaise, donationPaise), metadata);
  }

  empty(owner: CartOwner, metadata: EventMetadata): Promise<CartState> {
    return this.run(owner, (state) => emptyTheCart(state, 'customer'), metadata);
  }

  /** One GuestCartMerged event on the customer's stream; the guest's lines are read, never changed. */
  async mergeGuest(customer: CartOwner, guestToken: string, metadata: EventMetadata): Promise<CartState> {
    const guest = await this.store.load(cartStreamOf({ kind: 'guest', token: guestToken }), cartModel);
    const available = await this.products.findAvailable(guest.state.lines.map((line) => line.productId));
    const lines = guest.state.lines.filter((line) => available.has(line.productId));
    return this.run(customer, (state) => mergeGuestCart(state, guestCartKey(guestToken), lines), metadata);
  }

  private async run(owner: CartOwner, decide: (state: CartState) => CartEvent[], metadata: EventMetadata): Promise<CartState> {
    try {
      const { response } = await this.store.handle(cartStreamOf(owner), cartModel, decide, { metadata, respond: ({ state }) => state });
      return response;
    } catch (error) {
      if (error instanceof CartRefusal) throw new BadRequestException(error.message);
      throw error;
    }
  }

  private async assertAvailable(productId: string): Promise<void> {
    const found = await this.products.findAvailable([productId]);
    if (!found.has(productId)) throw new BadRequestException('Product not found');
  }
}
