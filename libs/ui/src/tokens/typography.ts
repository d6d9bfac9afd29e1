// Mirrors the --jp-font-* and --jp-line-height custom properties of tokens.css.
export const typography = {
  fontFamily: 'var(--jp-font-family)',
  fontSize: {
    xs: 'var(--jp-font-size-xs)',
    sm: 'var(--jp-font-size-sm)',
    md: 'var(--jp-font-size-md)',
    lg: 'var(--jp-font-size-lg)',
    xl: 'var(--jp-font-size-xl)',
    '2xl': 'var(--jp-font-size-2xl)',
  },
  fontWeight: {
    regular: 'var(--jp-font-weight-regular)',
    bold: 'var(--jp-font-weight-bold)',
  },
  lineHeight: 'var(--jp-line-height)',
} as const;
