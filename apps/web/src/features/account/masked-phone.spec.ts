import { describe, expect, it } from 'vitest';
import { maskedPhone } from './masked-phone';

describe('maskedPhone', () => {
  it('keeps only the last 4 digits of a phone', () => {
    expect(maskedPhone('9876543210')).toBe('••••••3210');
    expect(maskedPhone('321')).toBe('321');
    expect(maskedPhone(undefined)).toBe('');
  });
});
