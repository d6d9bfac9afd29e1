import { formatRupees } from '@jhatpat/domain';
import type { AddressView } from '../../addresses/index.js';
import type { CartState } from '../../cart/index.js';
import type { PricedProduct } from '../../catalog/index.js';
import type { RefusalKind } from '../../platform/event-store/index.js';
import { deciderSpecification } from '../../platform/event-store/testing/decider-specification.js';
import { evolveOrder, orderModel, type OrderState } from '../order.decider.js';
import type { OrderEvent, OrderPlacedData } from '../order.events.js';
import { NO_ADDRESS, NOT_DELIVERING, type PlaceOrder, placeOrder } from './place-order.decider.js';

// Given the order's events (none for a new order), when PlaceOrder with everything read, then OrderPlaced or a refusal.
const spec = deciderSpecification<OrderState, OrderEvent>(orderModel.initialState, evolveOrder);

const MILK = '6921a3c0a1b2c3d4e5000a01';
const BREAD = '6921a3c0a1b2c3d4e5000a02';
const HINDI: Record<string, string> = { Milk: 'दूध', Bread: 'ब्रेड' };
const product = (id: string, name: string, pricePaise: number, hidden = false): PricedProduct => ({ id, name, nameHi: HINDI[name] ?? name, pricePaise, image: `/img/${name}.jpg`, variant: '1 pc', hidden, available: 10 });
const todaysPrices = (...products: PricedProduct[]) => new Map(products.map((p) => [p.id, p]));

const cart: CartState = { lines: [{ productId: MILK, quantity: 2 }, { productId: BREAD, quantity: 1 }], tipPaise: 0, donationPaise: null, mergedGuestCarts: [] };
const home = {
  _id: '6921a3c0a1b2c3d4e5000101',
  contactName: 'Asha',
  contactPhone: '9876543210',
  building: 'Flat 4B',
  floor: '',
  locality: 'Boring Road, Patna',
  landmark: '',
} as AddressView;

// ₹30 × 2 + ₹45 = ₹105; handling ₹2, delivery free, the ₹1 donation on by default: ₹108.
const shown = {
  items: [
    { productId: MILK, name: 'Milk', price: 30, quantity: 2 },
    { productId: BREAD, name: 'Bread', price: 45, quantity: 1 },
  ],
  itemsTotal: 105,
  deliveryCharge: 0,
  handlingCharge: 2,
  tipAmount: 0,
  donationAmount: 1,
  grandTotal: 108,
};

const command = (overrides: Partial<PlaceOrder> = {}): PlaceOrder => ({
  orderId: 'o1',
  orderNumber: 'JP-000042',
  paymentId: null,
  customer: { id: 'c1', name: 'Asha', phone: '9876543210' },
  cart,
  products: todaysPrices(product(MILK, 'Milk', 3_000), product(BREAD, 'Bread', 4_500)),
  address: home,
  paymentMethod: 'COD',
  orderNotes: '  Ring twice  ',
  shown,
  placedAt: new Date('2026-11-26T10:00:00.000Z'),
  ...overrides,
});

const placedData: OrderPlacedData = {
  orderId: 'o1',
  orderNumber: 'JP-000042',
  customerId: 'c1',
  customerName: 'Asha',
  customerPhone: '9876543210',
  items: [
    { productId: MILK, name: 'Milk', nameHi: 'दूध', image: '/img/Milk.jpg', variant: '1 pc', pricePaise: 3_000, quantity: 2 },
    { productId: BREAD, name: 'Bread', nameHi: 'ब्रेड', image: '/img/Bread.jpg', variant: '1 pc', pricePaise: 4_500, quantity: 1 },
  ],
  itemsTotalPaise: 10_500,
  deliveryChargePaise: 0,
  handlingChargePaise: 200,
  tipPaise: 0,
  donationPaise: 100,
  grandTotalPaise: 10_800,
  paymentMethod: 'COD',
  status: 'confirmed',
  paymentStatus: 'pending',
  address: { addressId: home._id, contactName: 'Asha', contactPhone: '9876543210', details: 'Flat 4B, Boring Road, Patna' },
  orderNotes: 'Ring twice',
  placedAt: '2026-11-26T10:00:00.000Z',
  estimatedDelivery: '2026-11-26T10:08:00.000Z',
};

/** A refusal of this kind, whatever its words: the kind is the HTTP status (400, 409). */
const refusedAs = (kind: RefusalKind) => expect.objectContaining({ kind }) as unknown as Error;

describe('placing an order', () => {
  it('snapshots the cart at today\'s prices and the address; cash is confirmed at once, its payment pending', () => {
    spec.given().when((state) => placeOrder(command(), state)).then({ type: 'OrderPlaced', data: placedData });
  });

  it('by card or UPI waits for its payment, with its first attempt', () => {
    spec
      .given()
      .when((state) => placeOrder(command({ paymentMethod: 'UPI', paymentId: 'p1' }), state))
      .then({ type: 'OrderPlaced', data: { ...placedData, paymentMethod: 'UPI', status: 'pending_payment', paymentId: 'p1' } });
  });

  it('keeps no notes when the shopper wrote only spaces, and no contact phone the address lacks', () => {
    const address = { ...home, contactPhone: undefined } as AddressView;
    spec
      .given()
      .when((state) => placeOrder(command({ orderNotes: '   ', address }), state))
      .then({ type: 'OrderPlaced', data: { ...placedData, orderNotes: null, address: { ...placedData.address, contactPhone: null } } });
  });

  it('adds the tip and leaves out the donation the shopper turned off', () => {
    const withTip = { ...cart, tipPaise: 2_000, donationPaise: 0 };
    const shownWithTip = { ...shown, tipAmount: 20, donationAmount: 0, grandTotal: 127 };
    spec
      .given()
      .when((state) => placeOrder(command({ cart: withTip, shown: shownWithTip }), state))
      .then({ type: 'OrderPlaced', data: { ...placedData, tipPaise: 2_000, donationPaise: 0, grandTotalPaise: 12_700 } });
  });
});

describe('placing an order refuses', () => {
  it('without one of the customer\'s own addresses (400)', () => {
    spec.given().when((state) => placeOrder(command({ address: null }), state)).thenRefuses(NO_ADDRESS);
    expect(() => placeOrder(command({ address: null }), orderModel.initialState())).toThrow(refusedAs('invalid'));
  });

  it('an address outside the city the shop delivers in (400)', () => {
    const elsewhere = { ...home, locality: 'Gandhi Maidan, Gaya' } as AddressView;
    spec.given().when((state) => placeOrder(command({ address: elsewhere }), state)).thenRefuses(NOT_DELIVERING);
    expect(() => placeOrder(command({ address: elsewhere }), orderModel.initialState())).toThrow(refusedAs('invalid'));
  });

  it('a cart with products no longer sold (409)', () => {
    const breadGone = todaysPrices(product(MILK, 'Milk', 3_000));
    spec
      .given()
      .when((state) => placeOrder(command({ products: breadGone }), state))
      .thenRefuses('Some products in your cart are no longer sold. Please review your cart and try again.');
    expect(() => placeOrder(command({ products: breadGone }), orderModel.initialState())).toThrow(refusedAs('conflict'));
  });

  it('an empty cart, or one whose every product is hidden (400)', () => {
    const empty = { ...cart, lines: [] };
    spec.given().when((state) => placeOrder(command({ cart: empty }), state)).thenRefuses('Your cart is empty');
    const allHidden = todaysPrices(product(MILK, 'Milk', 3_000, true), product(BREAD, 'Bread', 4_500, true));
    spec.given().when((state) => placeOrder(command({ products: allHidden }), state)).thenRefuses('Your cart is empty');
    expect(() => placeOrder(command({ cart: empty }), orderModel.initialState())).toThrow(refusedAs('invalid'));
  });

  it('a price that changed since the shopper saw it, naming today\'s price (409)', () => {
    const dearer = todaysPrices(product(MILK, 'Milk', 3_200), product(BREAD, 'Bread', 4_500));
    spec
      .given()
      .when((state) => placeOrder(command({ products: dearer }), state))
      .thenRefuses(new RegExp(`^Your order has changed: Milk now costs ${formatRupees(3_200).replace(/[.₹]/g, '\\$&')}; the items total is`));
    expect(() => placeOrder(command({ products: dearer }), orderModel.initialState())).toThrow(refusedAs('conflict'));
  });

  it('a quantity, a line or a total that disagrees with the cart', () => {
    const moreMilk = { ...shown, items: [{ ...shown.items[0], quantity: 3 }, shown.items[1]] };
    spec.given().when((state) => placeOrder(command({ shown: moreMilk }), state)).thenRefuses(/Milk: your cart has 2/);
    const breadUnseen = { ...shown, items: [shown.items[0]] };
    spec.given().when((state) => placeOrder(command({ shown: breadUnseen }), state)).thenRefuses(/Bread is in your cart but not in this order/);
    const hiddenBread = todaysPrices(product(MILK, 'Milk', 3_000), product(BREAD, 'Bread', 4_500, true));
    spec.given().when((state) => placeOrder(command({ products: hiddenBread }), state)).thenRefuses(/Bread is no longer in your cart/);
    spec.given().when((state) => placeOrder(command({ shown: { ...shown, tipAmount: 20 } }), state)).thenRefuses(`Your order has changed: the tip is ${formatRupees(0)}. Please review your cart.`);
  });

  it('an order already placed under this id (409)', () => {
    const placed: OrderEvent = { type: 'OrderPlaced', data: placedData };
    spec.given(placed).when((state) => placeOrder(command(), state)).thenRefuses('This order has already been placed');
    expect(() => placeOrder(command(), evolveOrder(orderModel.initialState(), placed))).toThrow(refusedAs('conflict'));
  });
});
