import { z } from 'zod';
import { refuse } from './settings-schema.js';

/** One budget: `limit` requests per `perSeconds`, refilled evenly (a token bucket); null: not limited. */
export interface ClientBudget {
  limit: number;
  perSeconds: number;
}

/** What one client address may do anonymously or expensively (docs/decisions.md#client-limits). */
export interface ClientLimits {
  /** Guest carts started (an add without a Guest-Token): each is a new stream. */
  newGuestCarts: ClientBudget | null;
  /** Guest cart adds, on any guest cart. */
  guestCartAdds: ClientBudget | null;
  /** Product searches (a ranking scan when not remembered). */
  searches: ClientBudget | null;
  /** Account registrations (an argon2 hash each). */
  registrations: ClientBudget | null;
  /** Place search, reverse geocoding and serviceability checks (an outside geocoder when configured). */
  geocoding: ClientBudget | null;
}

export type ClientLimitName = keyof ClientLimits;

// Generous for a mobile carrier's shared (CGNAT) address, far below what a flood needs.
export const clientLimitDefaults: ClientLimits = {
  newGuestCarts: { limit: 30, perSeconds: 3600 },
  guestCartAdds: { limit: 120, perSeconds: 60 },
  searches: { limit: 120, perSeconds: 60 },
  registrations: { limit: 10, perSeconds: 3600 },
  geocoding: { limit: 60, perSeconds: 60 },
};

const UNITS: Record<string, number> = { s: 1, m: 60, h: 3600 };

/**
 * CLIENT_LIMITS overrides some budgets: `searches=300/1m,registrations=off`; the rest keep their
 * defaults. Unset: the defaults.
 */
export const clientLimitsSetting = z
  .string()
  .optional()
  .transform((raw, ctx): ClientLimits => {
    const limits = { ...clientLimitDefaults };
    const value = raw?.trim();
    if (!value) return limits;
    for (const entry of value.split(',').map((part) => part.trim())) {
      const [name, budget] = entry.split('=').map((part) => part?.trim());
      const match = /^(\d{1,7})\/(\d{0,5})([smh])$/.exec(budget ?? '');
      if (!(name in clientLimitDefaults) || (budget !== 'off' && (!match || Number(match[1]) < 1))) {
        return refuse(
          ctx,
          `CLIENT_LIMITS must be a comma-separated list of name=count/duration (e.g. searches=120/1m) or name=off, names: ${Object.keys(clientLimitDefaults).join(', ')}; got "${entry}"`,
        );
      }
      limits[name as ClientLimitName] = match ? { limit: Number(match[1]), perSeconds: Number(match[2] || '1') * UNITS[match[3]] } : null;
    }
    return limits;
  });
