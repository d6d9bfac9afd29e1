import { formatClock, packingClockOf } from '@jhatpat/domain';
import styles from './packing.module.css';

/** The 8-minute promise for one order: time left, or how late it is, in red once broken. */
export function PackingTimer({ placedAt, now }: { placedAt: string; now: number }) {
  const clock = packingClockOf(placedAt, new Date(now));
  return (
    <span className={styles.timer} data-late={clock.late} role="timer" aria-label={clock.late ? `Late by ${formatClock(-clock.leftSeconds)}` : `${formatClock(clock.leftSeconds)} left`}>
      {clock.late ? `Late ${formatClock(-clock.leftSeconds)}` : `${formatClock(clock.leftSeconds)} left`}
    </span>
  );
}
