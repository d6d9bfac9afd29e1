import { type Bill, billInRupees, paiseToRupees, type PaymentMethod, rupeesToPaise, shopRules } from '@jhatpat/domain';
import type { ChosenCharges, ServerCart } from './cart.api.js';
import type { Order, PlaceOrderBody } from './orders.api.js';
import type { Product } from './products.api.js';

// docs/decisions.md#client-paise: the wire speaks rupees (docs/product.md §3); the client computes and shows
// integer paise. Every crossing between the two happens here, in one place.

/** A cart line as the client holds it (the shape of libs/machines' CartLine): unit price in paise. */
export interface CartLine {
  productId: string;
  name: string;
  /** Integer paise. */
  price: number;
  image?: string;
  variant?: string;
  quantity: number;
  /** Units the shop can still promise (issue 18); unknown when absent. */
  available?: number;
}

/** What a product card shows (compatible with libs/ui's ProductCardProduct): prices in paise. */
export interface ProductCardModel {
  id: string;
  name: string;
  image: string;
  /** The same picture under the name libs/ui's ProductCard reads. */
  imageUrl: string;
  weight: string;
  pricePaise: number;
  originalPricePaise: number;
  discountPercentage: number;
  category: string;
  /** Units a shopper can order now (issue 18). */
  available: number;
}

/** The server cart's lines in paise, in the server's order; a null variant is left out. */
export function toCartLines(cart: ServerCart): CartLine[] {
  return cart.products.map(({ productId: product, quantity, available }) => ({
    productId: product._id,
    name: product.name,
    price: rupeesToPaise(product.price),
    image: product.image,
    ...(product.variant ? { variant: product.variant } : {}),
    quantity,
    available,
  }));
}

export function toProductCard(product: Product): ProductCardModel {
  return {
    id: product._id,
    name: product.name,
    image: product.image,
    imageUrl: product.image,
    // docs/product.md §3: the weight label defaults to "1 pc".
    weight: product.weight || '1 pc',
    pricePaise: rupeesToPaise(product.price),
    originalPricePaise: rupeesToPaise(product.originalPrice),
    discountPercentage: product.discountPercentage,
    category: product.category,
    available: product.available,
  };
}

type BillSource = Pick<ServerCart | Order, keyof Bill>;

/** The bill of a server cart or an order, in paise, exactly as the server computed it. */
export function toBill(source: BillSource): Bill {
  return {
    itemsTotal: rupeesToPaise(source.itemsTotal),
    deliveryCharge: rupeesToPaise(source.deliveryCharge),
    handlingCharge: rupeesToPaise(source.handlingCharge),
    tipAmount: rupeesToPaise(source.tipAmount),
    donationAmount: rupeesToPaise(source.donationAmount),
    grandTotal: rupeesToPaise(source.grandTotal),
  };
}

/** The tip and donation the shopper chose, as POST /cart/update-charges takes them (rupees). */
export function toChargesRequest({ tipPaise, donation }: { tipPaise: number; donation: boolean }): ChosenCharges {
  return { tipAmount: paiseToRupees(tipPaise), donationAmount: donation ? paiseToRupees(shopRules.donationPaise) : 0 };
}

export interface OrderDraft {
  addressId: string;
  paymentMethod: PaymentMethod;
  lines: readonly CartLine[];
  /** In paise, as computeBill or toBill made it. */
  bill: Bill;
  orderNotes?: string;
}

/** docs/product.md §7's POST /user-orders body from the client's lines and bill; the server re-prices it all. */
export function toOrderRequest({ addressId, paymentMethod, lines, bill, orderNotes }: OrderDraft): PlaceOrderBody {
  return {
    addressId,
    paymentMethod,
    items: lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      ...(line.image ? { image: line.image } : {}),
      variant: line.variant ?? null,
      price: paiseToRupees(line.price),
      quantity: line.quantity,
    })),
    ...billInRupees(bill),
    paymentStatus: 'pending',
    ...(orderNotes?.trim() ? { orderNotes: orderNotes.trim() } : {}),
  };
}
