import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name; an icon alone has none. */
  label: string;
  /** Decorative glyph or SVG; hidden from assistive tech. */
  icon: ReactNode;
  /** @default 'secondary' */
  variant?: 'primary' | 'secondary' | 'ghost';
  /** @default 'md' */
  size?: 'sm' | 'md';
}

export function IconButton({ label, icon, variant = 'secondary', size = 'md', type = 'button', className, ...rest }: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={classNames(styles.iconButton, className)}
      data-variant={variant}
      data-size={size}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
