// Custom properties cannot be used in @media, so breakpoints live here only (min-width, px).
// 360 px is the narrowest phone every layout must hold at.
export const breakpoints = {
  phone: 360,
  tablet: 768,
  desktop: 1024,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `mediaQuery('tablet')` → "(min-width: 768px)" for matchMedia. */
export function mediaQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${breakpoints[breakpoint]}px)`;
}
