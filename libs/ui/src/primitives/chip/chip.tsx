import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './chip.module.css';

export interface ChipProps extends ComponentPropsWithRef<'button'> {
  /** Set to make the chip a toggle button (aria-pressed); leave unset for a plain action chip. */
  selected?: boolean;
}

export function Chip({ selected, type = 'button', className, children, ...rest }: ChipProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-pressed={selected}
      data-selected={selected || undefined}
      className={classNames(styles.chip, className)}
    >
      {children}
    </button>
  );
}
