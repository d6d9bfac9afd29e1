import { isDatabaseUnavailable } from './database-unavailable.js';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a server shutting down (57P01), wrapped by TypeORM', Object.assign(new Error('query failed'), { driverError: { code: '57P01', message: 'terminating connection due to administrator command' } })],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is undefined')],
    ['nothing', undefined],
  ])('does not mistake %s for it', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
