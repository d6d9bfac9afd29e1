import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** @default 'neutral' */
  tone?: BadgeTone;
}

/** A short, static label ("Default", "20% OFF"). Not interactive. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} data-tone={tone} className={classNames(styles.badge, className)} />;
}
