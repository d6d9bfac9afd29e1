import { Refusal } from '../platform/event-store/index.js';

/**
 * A request the cart refuses, in words for the shopper. Every cart refusal is the shopper's input
 * (a quantity, a tip, a product not on sale), so its kind is 'invalid' and the API answers 400.
 */
export class CartRefusal extends Refusal {
  override name = 'CartRefusal';
  constructor(message: string) {
    super(message, 'invalid');
  }
}
