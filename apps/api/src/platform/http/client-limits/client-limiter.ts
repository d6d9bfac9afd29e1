import type { ClientBudget } from '../../config/client-limits.js';

interface Bucket {
  tokens: number;
  /** When `tokens` was last brought up to date (ms). */
  at: number;
}

/** Spent means refused: wait `retryAfterSeconds` for the next request to be let through. */
export type Take = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Upper bound on remembered clients, so rotating addresses cannot grow memory without end. */
export const MAX_TRACKED_CLIENTS = 50_000;

/**
 * Token buckets per (budget, client address), kept in this instance's memory: no database round trip
 * on hot paths (docs/decisions.md#client-limits). A full bucket is the same as no bucket, so entries
 * that have refilled are forgotten when the map is full; past that the oldest are dropped.
 */
export class ClientLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxTracked = MAX_TRACKED_CLIENTS,
  ) {}

  take(budgetName: string, budget: ClientBudget, client: string): Take {
    const key = `${budgetName}\u0000${client}`;
    const now = this.now();
    const perMs = budget.limit / (budget.perSeconds * 1000);
    const bucket = this.buckets.get(key);
    const tokens = bucket ? Math.min(budget.limit, bucket.tokens + (now - bucket.at) * perMs) : budget.limit;
    if (tokens < 1) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    if (!bucket) this.makeRoom(now, perMs, budget.limit);
    // Re-inserting keeps the map in order of last use, so the oldest entry is the least recently seen.
    this.buckets.delete(key);
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    return { allowed: true };
  }

  get trackedClients(): number {
    return this.buckets.size;
  }

  private makeRoom(now: number, perMs: number, limit: number): void {
    if (this.buckets.size < this.maxTracked) return;
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * perMs >= limit) this.buckets.delete(key);
    }
    // Still full of clients mid-budget (a flood of distinct addresses): forget the least recent tenth.
    let drop = this.buckets.size - this.maxTracked + Math.ceil(this.maxTracked / 10);
    for (const key of this.buckets.keys()) {
      if (drop-- <= 0) break;
      this.buckets.delete(key);
    }
  }
}
