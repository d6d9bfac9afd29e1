import { describe, expect, it } from 'vitest';
import { plotSvg } from './plot.mjs';

describe('plotSvg', () => {
  it('draws a solid throughput line and a dashed p99 line per setup, with the concurrency steps on the axis', () => {
    const svg = plotSvg([
      { name: 'one instance', points: [{ concurrency: 8, perSecond: 100, p99: 20 }, { concurrency: 32, perSecond: 200, p99: 80 }] },
      { name: 'two instances', points: [{ concurrency: 8, perSecond: 110, p99: 18 }, { concurrency: 32, perSecond: 220, p99: 70 }] },
    ]);
    expect(svg.match(/<path /g)).toHaveLength(4);
    expect(svg.match(/stroke-dasharray/g)).toHaveLength(2);
    expect(svg).toContain('>8</text>');
    expect(svg).toContain('>32</text>');
    expect(svg).toContain('two instances');
  });
});
