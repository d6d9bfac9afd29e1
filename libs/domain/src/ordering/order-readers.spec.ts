import { describe, expect, it } from 'vitest';
import { mayCallRider, mayReadOrder } from './order-readers.js';

const order = { customerId: 'c1', riderId: null, status: 'confirmed' };

describe('mayReadOrder', () => {
  it('lets a customer read their own orders only', () => {
    expect(mayReadOrder({ id: 'c1', role: 'customer' }, order)).toBe(true);
    expect(mayReadOrder({ id: 'c2', role: 'customer' }, order)).toBe(false);
  });

  it('lets a rider read an untaken order while it is offered, and then only the one they took', () => {
    const rider = { id: 'r1', role: 'delivery' } as const;
    expect(mayReadOrder(rider, order)).toBe(true);
    expect(mayReadOrder(rider, { ...order, status: 'preparing' })).toBe(true);
    expect(mayReadOrder(rider, { ...order, status: 'cancelled' })).toBe(false);
    expect(mayReadOrder(rider, { ...order, status: 'pending_payment' })).toBe(false);
    expect(mayReadOrder(rider, { ...order, riderId: 'r1', status: 'delivered' })).toBe(true);
    expect(mayReadOrder(rider, { ...order, riderId: 'r2', status: 'shipped' })).toBe(false);
  });

  it('lets a packer read what is on the packing floor only', () => {
    const packer = { id: 'p1', role: 'packer' } as const;
    expect(mayReadOrder(packer, order)).toBe(true);
    expect(mayReadOrder(packer, { ...order, status: 'packed' })).toBe(true);
    expect(mayReadOrder(packer, { ...order, status: 'shipped' })).toBe(false);
    expect(mayReadOrder(packer, { ...order, status: 'pending_payment' })).toBe(false);
  });

  it('lets admins and auditors read every order', () => {
    expect(mayReadOrder({ id: 'a', role: 'admin' }, { ...order, status: 'cancelled' })).toBe(true);
    expect(mayReadOrder({ id: 'u', role: 'auditor' }, { ...order, riderId: 'r2' })).toBe(true);
  });
});

describe('mayCallRider', () => {
  const riding = { customerId: 'c1', riderId: 'r1', status: 'shipped' };

  it("gives the order's customer and admins the rider's phone while the rider has the order", () => {
    expect(mayCallRider({ id: 'c1', role: 'customer' }, riding)).toBe(true);
    expect(mayCallRider({ id: 'c1', role: 'customer' }, { ...riding, status: 'packed' })).toBe(true);
    expect(mayCallRider({ id: 'a', role: 'admin' }, riding)).toBe(true);
  });

  it('gives it to no one else, and to no one before a rider takes the order or after it ends', () => {
    expect(mayCallRider({ id: 'c2', role: 'customer' }, riding)).toBe(false);
    expect(mayCallRider({ id: 'u', role: 'auditor' }, riding)).toBe(false);
    expect(mayCallRider({ id: 'p', role: 'packer' }, riding)).toBe(false);
    expect(mayCallRider({ id: 'c1', role: 'customer' }, order)).toBe(false);
    expect(mayCallRider({ id: 'c1', role: 'customer' }, { ...riding, status: 'delivered' })).toBe(false);
    expect(mayCallRider({ id: 'a', role: 'admin' }, { ...riding, status: 'cancelled' })).toBe(false);
  });
});
