import type { HTMLAttributes } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; `article` or `li` when the card is one of a list. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
  /** @default 'md' */
  padding?: 'none' | 'sm' | 'md';
  /** Raised with a shadow instead of a border. @default false */
  elevated?: boolean;
}

export function Card({ as: Element = 'div', padding = 'md', elevated = false, className, ...rest }: CardProps) {
  return (
    <Element
      {...rest}
      data-padding={padding}
      data-elevated={elevated || undefined}
      className={classNames(styles.card, className)}
    />
  );
}
