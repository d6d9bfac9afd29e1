/** A request the cart refuses, in words for the shopper; HTTP 400. */
export class CartRefusal extends Error {
  override name = 'CartRefusal';
}
