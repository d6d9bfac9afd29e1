// Mirrors the spacing, radius, border, shadow and layer custom properties of tokens.css.
export const space = {
  1: 'var(--jp-space-1)',
  2: 'var(--jp-space-2)',
  3: 'var(--jp-space-3)',
  4: 'var(--jp-space-4)',
  6: 'var(--jp-space-6)',
  8: 'var(--jp-space-8)',
} as const;

export const radius = {
  sm: 'var(--jp-radius-sm)',
  md: 'var(--jp-radius-md)',
  lg: 'var(--jp-radius-lg)',
  pill: 'var(--jp-radius-pill)',
} as const;

export const border = {
  width: 'var(--jp-border-width)',
  focusRingWidth: 'var(--jp-focus-ring-width)',
} as const;

export const shadow = {
  card: 'var(--jp-shadow-card)',
  overlay: 'var(--jp-shadow-overlay)',
} as const;

export const layer = {
  overlay: 'var(--jp-layer-overlay)',
  toast: 'var(--jp-layer-toast)',
} as const;

export type SpaceToken = keyof typeof space;
