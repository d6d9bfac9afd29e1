import { describe, expect, it } from 'vitest';
import { deliveryCityDialog } from './delivery-city.js';

describe('deliveryCityDialog', () => {
  it('congratulates for a Patna address, in any case', () => {
    expect(deliveryCityDialog('Boring Road, PATNA, Bihar')).toEqual({
      message: 'Congratulations! We are delivering in your city (Patna)!',
      button: 'Great!',
    });
  });

  it('apologises elsewhere', () => {
    expect(deliveryCityDialog('Gaya, Bihar')).toEqual({
      message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.',
      button: 'OK',
    });
  });
});
