import { type Bill, paiseToRupees, shopRules } from '@jhatpat/domain';
import type { HttpClient } from './http.js';
import type { Schemas } from './contract/schemas.js';

/** The product inside a cart line, as the server populates it: today's price in rupees. */
export interface CartProduct {
  _id: string;
  name: string;
  /** Rupees. */
  price: number;
  image: string;
  variant: string | null;
}

export interface ServerCartLine {
  productId: CartProduct;
  quantity: number;
  /** Units of the product a shopper can order now; a quantity above it (0 included) is flagged before checkout. */
  available: number;
}

/** The six amounts of a bill (itemsTotal … grandTotal) as the wire has them: rupees, not the Bill's paise. */
export type RupeeBill = { [Amount in keyof Bill]: number };

/** docs/product.md §3 "Cart (server)": every amount in rupees, computed by the server. */
export interface ServerCart extends RupeeBill {
  products: ServerCartLine[];
  /** Sum of quantities. */
  count: number;
  /** Sum of price × quantity, in rupees. */
  total: number;
  /** Guest carts only: the token to send back as Guest-Token. */
  guestToken?: string;
  /** "Cart updated successfully" after an add. */
  msg?: string;
}

/** PUT /cart/update's answer. */
export type QuantityChanged = Schemas['QuantityChanged'];

export type SetQuantity = Schemas['SetQuantityBody'];

export type ChangeQuantity = Schemas['ChangeQuantityBody'];

export type ChosenCharges = Schemas['ChooseChargesBody'];

/** docs/product.md §7 "Cart" for a logged-in customer; each call answers with the server's cart. */
export function cartApi(http: HttpClient) {
  return {
    get: () => http.get<ServerCart>('/cart'),
    setQuantity: ({ productId, quantity }: SetQuantity) => http.post<ServerCart>('/cart/add', { productId, quantity }),
    change: ({ productId, change }: ChangeQuantity) => http.put<QuantityChanged>('/cart/update', { productId, change }),
    // docs/product.md §7 sends all four; delivery and handling are the shop's own and the server ignores them.
    updateCharges: ({ tipAmount, donationAmount }: ChosenCharges) =>
      http.post<ServerCart>('/cart/update-charges', {
        tipAmount,
        donationAmount,
        deliveryCharge: paiseToRupees(shopRules.deliveryChargePaise),
        handlingCharge: paiseToRupees(shopRules.handlingChargePaise),
      }),
    clear: () => http.delete<ServerCart>('/cart'),
    /** Brings a guest cart into this one in one step (the larger quantity wins). */
    mergeGuest: (guestToken: string) => http.post<ServerCart>('/cart/merge-guest', { guestToken }),
  };
}

export type CartApi = ReturnType<typeof cartApi>;
