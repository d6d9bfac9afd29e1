import { describe, expect, it } from 'vitest';
import { deliveryDetailsProblems } from './delivery-details';

describe('deliveryDetailsProblems', () => {
  it('asks for both fields', () => {
    expect(deliveryDetailsProblems({ carrier: ' ', trackingNumber: '' })).toEqual({ carrier: 'Enter the carrier', trackingNumber: 'Enter the tracking number' });
  });

  it('refuses a NUL or a lone surrogate in the API words, naming the field', () => {
    expect(deliveryDetailsProblems({ carrier: 'Jhatpat\u0000Fleet', trackingNumber: 'JP-\uD800' })).toEqual({
      carrier: 'carrier must be plain text: no NUL characters or broken Unicode (unpaired surrogates)',
      trackingNumber: 'trackingNumber must be plain text: no NUL characters or broken Unicode (unpaired surrogates)',
    });
  });

  it('caps each field at 100 characters and takes Hindi and emoji', () => {
    expect(deliveryDetailsProblems({ carrier: 'x'.repeat(101), trackingNumber: 'JP-1' }).carrier).toBe('carrier must be at most 100 characters');
    expect(deliveryDetailsProblems({ carrier: 'झटपट फ्लीट 🛵', trackingNumber: 'JP-2231' })).toEqual({});
  });
});
