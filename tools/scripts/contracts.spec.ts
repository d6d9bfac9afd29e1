import { describe, expect, it } from 'vitest';
import { buildIfStale } from './build-quietly.mjs';
import { staleContractFiles } from './contracts.mjs';

// The committed contract (libs/api-client/src/contract) is what the API's DTOs declare now: a DTO change
// without `npm run contracts` fails here, as the client typed by a stale contract would not notice it.
describe('the API contract the client is typed by', () => {
  it('is current with the API (regenerated from the built API and compared)', async () => {
    expect(await buildIfStale({ tools: true, out: { write: () => true } })).toBe(0);
    expect(await staleContractFiles()).toEqual([]);
  }, 600_000);
});
