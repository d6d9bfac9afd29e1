import { maskAddressLine, maskPersonalData, maskPhone } from './personal-data-mask.js';

describe('personal data masked for auditors', () => {
  it('keeps a phone’s first two and last three digits', () => {
    expect(maskPhone('9876543210')).toBe('98•••••210');
    expect(maskPhone('+91 98765 43210')).toBe('91•••••••210');
    expect(maskPhone('123')).toBe('•••');
  });

  it('keeps an address line’s last part only', () => {
    expect(maskAddressLine('Flat 4B, Sunrise Apartments, Boring Road')).toBe('•••, •••, Boring Road');
    expect(maskAddressLine('Flat 4B')).toBe('•••');
  });

  it('masks phones and address lines wherever they sit, and nothing else', () => {
    const order = {
      orderId: 'o1',
      customerName: 'Ravi Kumar',
      customerPhone: '9876543210',
      grandTotalPaise: 12_300,
      address: { contactName: 'Ravi', contactPhone: null, details: 'Flat 4B, Boring Road' },
      history: [{ address: { building: 'Sunrise', floor: '2', locality: 'Kankarbagh' } }],
    };
    expect(maskPersonalData(order)).toEqual({
      orderId: 'o1',
      customerName: 'Ravi Kumar',
      customerPhone: '98•••••210',
      grandTotalPaise: 12_300,
      address: { contactName: 'Ravi', contactPhone: null, details: '•••, Boring Road' },
      history: [{ address: { building: '•••', floor: '•••', locality: 'Kankarbagh' } }],
    });
    expect(order.customerPhone).toBe('9876543210');
  });

  it('leaves an erased field reading "[erased]", so the auditor sees the customer was forgotten', () => {
    const erased = { customerPhone: '[erased]', address: { contactPhone: '[erased]', details: '[erased]' } };
    expect(maskPersonalData(erased)).toEqual(erased);
  });
});
