import { useId } from 'react';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './bar-chart.module.css';

export interface BarChartBar {
  /** Under the bar, e.g. "14:30". */
  label: string;
  value: number;
}

export interface BarChartProps {
  title: string;
  bars: readonly BarChartBar[];
  /** What a value counts, for the table read by screen readers: "Orders". */
  valueName: string;
  /** Label every nth bar only, so narrow screens stay readable. @default 1 */
  labelEvery?: number;
  /** Said over the empty plot when every value is 0. @default 'None yet' */
  emptyText?: string;
}

const HEIGHT = 120;
const BAR = 10;
const GAP = 4;

/** A small column chart drawn in SVG; the same numbers sit in a table for screen readers. */
export function BarChart({ title, bars, valueName, labelEvery = 1, emptyText = 'None yet' }: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const empty = bars.every((bar) => bar.value === 0);
  const width = Math.max(1, bars.length * (BAR + GAP) - GAP);
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      {/* Stretched to the width available; the labels are HTML below it, so their text is never stretched. */}
      <div className={styles.plot}>
        {empty && <p className={styles.empty}>{emptyText}</p>}
        <svg className={styles.svg} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          {bars.map((bar, i) => {
            const height = Math.round((bar.value / max) * HEIGHT);
            return (
              <g key={`${bar.label}-${i}`}>
                <rect className={styles.bar} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={Math.max(height, bar.value > 0 ? 2 : 0)} rx={2}>
                  <title>{`${bar.label}: ${bar.value}`}</title>
                </rect>
              </g>
            );
          })}
        </svg>
      </div>
      <div className={styles.labels} style={{ gridTemplateColumns: `repeat(${bars.length}, 1fr)` }} aria-hidden="true">
        {bars.map((bar, i) => (
          <span key={`${bar.label}-${i}`}>{i % labelEvery === 0 ? bar.label : ''}</span>
        ))}
      </div>
      <table className={hidden.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">{valueName}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar, i) => (
            <tr key={`${bar.label}-${i}`}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
