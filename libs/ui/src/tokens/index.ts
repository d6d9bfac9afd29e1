export { color } from './color';
export type { ColorToken } from './color';
export { space, radius, border, shadow, layer } from './space';
export type { SpaceToken } from './space';
export { typography } from './typography';
export { motion, motionMs } from './motion';
export { breakpoints, mediaQuery } from './breakpoints';
export type { Breakpoint } from './breakpoints';
