import { shopRules } from '../shop-rules.js';

/** How long an order has been waiting since it was placed, and how that stands against the promise. */
export interface PackingClock {
  /** Whole seconds since the order was placed. */
  elapsedSeconds: number;
  /** Seconds left of the delivery promise; negative once it is broken. */
  leftSeconds: number;
  late: boolean;
}

/** The packing queue's timer: every order is timed against the 8-minute promise from when it was placed (docs/product.md §9). */
export function packingClockOf(placedAt: string | Date, now: Date): PackingClock {
  const placed = typeof placedAt === 'string' ? Date.parse(placedAt) : placedAt.getTime();
  const elapsedSeconds = Math.max(0, Math.floor((now.getTime() - placed) / 1000));
  const leftSeconds = shopRules.deliveryPromiseMinutes * 60 - elapsedSeconds;
  return { elapsedSeconds, leftSeconds, late: leftSeconds < 0 };
}

/** "3:07", "-0:42": minutes and seconds, as a tablet's timer shows them. */
export function formatClock(seconds: number): string {
  const sign = seconds < 0 ? '-' : '';
  const abs = Math.abs(seconds);
  return `${sign}${Math.floor(abs / 60)}:${String(abs % 60).padStart(2, '0')}`;
}
