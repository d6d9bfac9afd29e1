import { describe, expect, it } from 'vitest';
import { benchHeader } from './figures.mjs';

// Every bench's first line says how fast the machine ran at its start (loopSeconds), so runs on different
// days can be told apart (bench/README.md).
describe('the bench header', () => {
  it('names the bench, PostgreSQL, Node, the load average and the calibration loop', () => {
    const header = benchHeader('orders bench', '15.20');
    expect(header).toMatch(/^# orders bench, \d{4}-\d\d-\d\dT[\d:.]+Z, PostgreSQL 15\.20, Node \d+\.\d+\.\d+, load average [\d.]+ [\d.]+ [\d.]+, a loop of 10⁸ additions in (\d+\.\d\d) s$/);
  });
});
