import { rupeesToPaise } from '@jhatpat/domain';
import type { Address } from '../../addresses.api.js';
import type { User } from '../../auth.api.js';
import type { Place } from '../../geo.api.js';
import type { OrderNotification } from '../../notifications.api.js';
import type { Order } from '../../orders.api.js';
import type { Payment, PaymentMethods } from '../../payments.api.js';
import type { AdminProduct, Banner } from '../../products.api.js';
import { addressFixtures } from '../fixtures/addresses.js';
import { type CartContents, serverCartFixture } from '../fixtures/cart.js';
import { placeFixtures } from '../fixtures/geo.js';
import { notificationFixtures } from '../fixtures/notifications.js';
import { orderListFixture } from '../fixtures/orders.js';
import { paymentFixture } from '../fixtures/payments.js';
import { bannerFixtures, productFixtures } from '../fixtures/products.js';
import { customerFixture, userFixtures } from '../fixtures/users.js';
import type { RefundRecord } from './refund-rules.js';

/** What one set of handlers starts from; every field defaults to the fixtures. */
export interface ShopFixtures {
  products: AdminProduct[];
  banners: Banner[];
  /** The signed-in customer's server cart. */
  cart: Omit<CartContents, 'guestToken'>;
  addresses: Address[];
  orders: Order[];
  users: User[];
  /** Who the bearer token belongs to (the handlers accept any token). */
  currentUser: User;
  notifications: OrderNotification[];
  places: Place[];
  payments: Payment[];
  /** Refunds of the orders' online payments (the ledger's refund lines); none by default. */
  refunds: RefundRecord[];
  /** Who takes online payments ('none': cash on delivery only); the sandbox by default, as on the demo shop. */
  paymentProvider: PaymentMethods['provider'];
}

/** Quantities by product id, in the order the lines were added. */
export type CartLines = Map<string, number>;

export interface CartState {
  lines: CartLines;
  tipPaise: number;
  donation: boolean;
}

/** The mutable shop behind one handler set: a change made through one call shows in the next. */
export interface ShopState extends Omit<ShopFixtures, 'cart'> {
  cart: CartState;
  guestCarts: Map<string, CartLines>;
}

function cartFixtureOf(): ShopFixtures['cart'] {
  return {
    lines: serverCartFixture.products.map((line) => ({
      product: productFixtures.find((p) => p._id === line.productId._id) ?? productFixtures[0],
      quantity: line.quantity,
    })),
    tipPaise: rupeesToPaise(serverCartFixture.tipAmount),
    donation: serverCartFixture.donationAmount > 0,
  };
}

export function createShopState(options: Partial<ShopFixtures> = {}): ShopState {
  const cart = options.cart ?? cartFixtureOf();
  // Copies, so one story's changes never leak into the fixtures or another story.
  const copy = <T>(items: readonly T[]): T[] => items.map((item) => structuredClone(item));
  return {
    products: copy(options.products ?? productFixtures),
    banners: copy(options.banners ?? bannerFixtures),
    cart: {
      lines: new Map(cart.lines.map(({ product, quantity }) => [product._id, quantity])),
      tipPaise: cart.tipPaise ?? 0,
      donation: cart.donation ?? true,
    },
    guestCarts: new Map(),
    addresses: copy(options.addresses ?? addressFixtures),
    orders: copy(options.orders ?? orderListFixture),
    users: copy(options.users ?? userFixtures),
    currentUser: options.currentUser ?? customerFixture,
    notifications: copy(options.notifications ?? notificationFixtures),
    places: copy(options.places ?? placeFixtures),
    payments: copy(options.payments ?? [paymentFixture]),
    refunds: copy(options.refunds ?? []),
    paymentProvider: options.paymentProvider ?? 'sandbox',
  };
}
