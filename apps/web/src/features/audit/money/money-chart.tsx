import { useId } from 'react';
import type { MoneyDay } from '@jhatpat/api-client';
import { formatRupees } from '@jhatpat/domain';
import styles from './money-chart.module.css';
import { dayLabel } from './money-range';

/** The four figures of a day, in the order they are drawn, each with its colour class. */
export const moneySeries = [
  { key: 'capturedPaise', label: 'Captured', className: styles.captured },
  { key: 'refundedPaise', label: 'Refunded', className: styles.refunded },
  { key: 'codCollectedPaise', label: 'COD collected', className: styles.cod },
  { key: 'outstandingPaise', label: 'Outstanding', className: styles.outstanding },
] as const;

const HEIGHT = 160;
const BAR = 6;
const GROUP_GAP = 8;
const GROUP = moneySeries.length * BAR + GROUP_GAP;

/**
 * Money per IST day as grouped columns (docs/decisions.md#money-screen: drawn here, no chart library).
 * The SVG is one image with a summary; the table beside it is the same numbers for reading and for
 * screen readers.
 */
export function MoneyChart({ days }: { days: readonly MoneyDay[] }) {
  const id = useId();
  const max = Math.max(1, ...days.flatMap((d) => moneySeries.map((s) => d[s.key])));
  const width = Math.max(1, days.length * GROUP - GROUP_GAP);
  const labelEvery = Math.max(1, Math.ceil(days.length / 14));
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        Money per day
      </figcaption>
      <ul className={styles.legend} aria-label="Legend">
        {moneySeries.map((s) => (
          <li key={s.key}>
            <span className={`${styles.swatch} ${s.className}`} aria-hidden="true" />
            {s.label}
          </li>
        ))}
      </ul>
      <svg className={styles.svg} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={`Captured, refunded, COD collected and outstanding for each of ${days.length} days; the table below has the figures`}>
        {days.map((day, i) => (
          <g key={day.day} transform={`translate(${i * GROUP} 0)`}>
            {moneySeries.map((s, j) => {
              const height = Math.round((day[s.key] / max) * HEIGHT);
              return (
                <rect key={s.key} className={s.className} x={j * BAR} y={HEIGHT - height} width={BAR - 1} height={day[s.key] > 0 ? Math.max(height, 2) : 0}>
                  <title>{`${dayLabel(day.day)} · ${s.label}: ${formatRupees(day[s.key])}`}</title>
                </rect>
              );
            })}
          </g>
        ))}
      </svg>
      <div className={styles.labels} style={{ gridTemplateColumns: `repeat(${days.length}, 1fr)` }} aria-hidden="true">
        {days.map((day, i) => (
          <span key={day.day}>{i % labelEvery === 0 ? dayLabel(day.day) : ''}</span>
        ))}
      </div>
    </figure>
  );
}
