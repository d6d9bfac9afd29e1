import type { CSSProperties } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** CSS length. @default '100%' */
  width?: string;
  /** CSS length. @default '1em' */
  height?: string;
  /** @default 'text' */
  shape?: 'text' | 'rect' | 'circle';
  className?: string;
}

/** A grey placeholder; hidden from assistive tech, so the loading container must say it is busy. */
export function Skeleton({ width = '100%', height = '1em', shape = 'text', className }: SkeletonProps) {
  const style: CSSProperties = { width, height };
  return <span aria-hidden="true" data-shape={shape} className={classNames(styles.skeleton, className)} style={style} />;
}

/** Spread on the element holding many skeletons, so they pulse as one animation rather than one each (skeleton.module.css). */
export const skeletonGroup = { 'data-skeleton-group': '' } as const;
