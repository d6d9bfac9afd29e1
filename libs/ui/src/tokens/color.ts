// Mirrors the --jp-color-* custom properties of tokens.css (tokens.spec.ts keeps them in step).
export const color = {
  brand: 'var(--jp-color-brand)',
  brandStrong: 'var(--jp-color-brand-strong)',
  brandContrast: 'var(--jp-color-brand-contrast)',
  accent: 'var(--jp-color-accent)',
  surface: 'var(--jp-color-surface)',
  surfaceMuted: 'var(--jp-color-surface-muted)',
  border: 'var(--jp-color-border)',
  text: 'var(--jp-color-text)',
  textMuted: 'var(--jp-color-text-muted)',
  success: 'var(--jp-color-success)',
  warning: 'var(--jp-color-warning)',
  danger: 'var(--jp-color-danger)',
  dangerStrong: 'var(--jp-color-danger-strong)',
  dangerSurface: 'var(--jp-color-danger-surface)',
  disabled: 'var(--jp-color-disabled)',
  disabledSurface: 'var(--jp-color-disabled-surface)',
  backdrop: 'var(--jp-color-backdrop)',
} as const;

export type ColorToken = keyof typeof color;
