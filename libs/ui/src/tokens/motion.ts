import { shopRules } from '@jhatpat/domain';

// Mirrors the --jp-motion-* custom properties; both collapse to 0ms under prefers-reduced-motion.
export const motion = {
  /** docs/product.md §9: the cart button pulse (tokens.spec.ts checks it equals shopRules.cartPulseMs). */
  pulse: 'var(--jp-motion-pulse)',
  fast: 'var(--jp-motion-fast)',
  ease: 'var(--jp-motion-ease)',
} as const;

/** Durations in milliseconds for timers in code (CSS reads the custom properties instead). */
export const motionMs = {
  pulse: shopRules.cartPulseMs,
  fast: 150,
} as const;
