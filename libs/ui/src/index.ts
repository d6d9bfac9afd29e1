export { Button } from './primitives/button/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './primitives/button/button';
