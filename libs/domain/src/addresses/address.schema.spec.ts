import { describe, expect, it } from 'vitest';
import { addressLimits, addressMessages } from './address.js';
import { checkAddressForm } from './address.schema.js';

const valid = { addressType: 'Home', building: 'Flat 4B, Sunrise Apartments', locality: 'Boring Road, Patna', contactName: 'Ravi Kumar' };

describe('checkAddressForm', () => {
  it('accepts the required fields, trims them and defaults the type to Home', () => {
    const check = checkAddressForm({ building: '  12 ', locality: ' Kankarbagh, Patna ', contactName: ' Asha ' });
    expect(check).toEqual({ ok: true, value: { addressType: 'Home', building: '12', locality: 'Kankarbagh, Patna', contactName: 'Asha' } });
  });

  it('keeps optional fields when given and drops empty ones', () => {
    const check = checkAddressForm({ ...valid, floor: '2nd', landmark: '', contactPhone: '9876543210' });
    expect(check).toEqual({ ok: true, value: { ...valid, floor: '2nd', contactPhone: '9876543210' } });
  });

  it.each(['building', 'locality', 'contactName'])('requires %s: "Please fill all required fields"', (field) => {
    for (const missing of [undefined, '', '   ', 42, null]) {
      expect(checkAddressForm({ ...valid, [field]: missing })).toEqual({ ok: false, message: 'Please fill all required fields', field });
    }
  });

  it('requires a custom name for Other, and drops it for the other types', () => {
    expect(checkAddressForm({ ...valid, addressType: 'Other' })).toMatchObject({
      ok: false,
      message: 'Please provide a custom name for "Other" address type',
    });
    expect(checkAddressForm({ ...valid, addressType: 'Other', customName: " Nani's " })).toMatchObject({
      ok: true,
      value: { customName: "Nani's" },
    });
    const work = checkAddressForm({ ...valid, addressType: 'Work', customName: 'ignored' });
    expect(work.ok && work.value.customName).toBe(undefined);
  });

  it.each(['12345', '98765432100', '98765-4321', 'abcdefghij', 9876543210])('refuses the phone %j', (contactPhone) => {
    expect(checkAddressForm({ ...valid, contactPhone })).toEqual({
      ok: false,
      message: 'Please enter a valid 10-digit phone number',
      field: 'contactPhone',
    });
  });

  it('refuses an address outside Patna, under the locality (issue 19 item 5)', () => {
    expect(checkAddressForm({ ...valid, locality: 'Sector 18, Noida' })).toEqual({ ok: false, field: 'locality', message: addressMessages.notServiceable });
    expect(addressMessages.notServiceable).toBe('We deliver only in Patna at this time. Please enter an area in Patna, for example "Boring Road, Patna".');
    // Patna anywhere in the address counts, in any case, as the server's `serviceable` and Place Order say.
    expect(checkAddressForm({ ...valid, locality: 'Boring Road', landmark: 'near PATNA museum' }).ok).toBe(true);
  });

  it('refuses unknown types, overlong fields and control characters', () => {
    expect(checkAddressForm({ ...valid, addressType: 'Office' })).toMatchObject({ message: addressMessages.typeInvalid });
    expect(checkAddressForm({ ...valid, locality: 'x'.repeat(addressLimits.locality + 1) })).toMatchObject({
      message: 'Locality must be at most 200 characters',
    });
    expect(checkAddressForm({ ...valid, landmark: 'near\u0000temple' })).toMatchObject({ message: addressMessages.controlCharacters });
    expect(checkAddressForm({ ...valid, building: 'Flat\t4B' })).toMatchObject({ message: addressMessages.controlCharacters, field: 'building' });
    expect(checkAddressForm({ ...valid, floor: 3 })).toMatchObject({ message: 'Floor must be text' });
    expect(checkAddressForm({ ...valid, building: 'Flat \uD800 4B' })).toMatchObject({
      field: 'building',
      message: 'building must be plain text: no NUL characters or broken Unicode (unpaired surrogates)',
    });
  });
});
