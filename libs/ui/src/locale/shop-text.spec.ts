import { describe, expect, it } from 'vitest';
import { createShopText, englishText, fillText } from './shop-text';

const hindi = createShopText('hi', { '{count} item': '{count} आइटम', '{count} items': '{count} आइटम (कई)', 'My Cart': 'मेरा कार्ट' });

describe('ShopText', () => {
  it('formats rupees the Indian way in both languages: Latin digits, lakh grouping, two decimals', () => {
    expect(englishText.rupees(123_456_750)).toBe('₹12,34,567.50');
    expect(hindi.rupees(123_456_750)).toBe('₹12,34,567.50');
    expect(hindi.rupees(5)).toBe('₹0.05');
    expect(hindi.number(1_234_567)).toBe('12,34,567');
    expect(() => hindi.rupees(1.5)).toThrow(RangeError);
  });

  it('picks plurals by the locale\'s rule: Hindi\'s "one" covers 0 as well as 1, English\'s only 1', () => {
    expect(englishText.plural(0, '{count} item', '{count} items')).toBe('0 items');
    expect(englishText.plural(1, '{count} item', '{count} items')).toBe('1 item');
    expect(hindi.plural(0, '{count} item', '{count} items')).toBe('0 आइटम');
    expect(hindi.plural(1, '{count} item', '{count} items')).toBe('1 आइटम');
    expect(hindi.plural(2, '{count} item', '{count} items')).toBe('2 आइटम (कई)');
  });

  it('looks the English text up and fills its placeholders; an unknown text stays English, an unknown placeholder stays written', () => {
    expect(hindi.t('My Cart')).toBe('मेरा कार्ट');
    expect(hindi.t('Only {count} left', { count: 3 })).toBe('Only 3 left');
    expect(fillText('Call {name} at {phone}', { name: 'Ravi' })).toBe('Call Ravi at {phone}');
  });

  it('tells the time on Patna\'s clock whatever the device\'s zone, in the locale', () => {
    // 02:56 UTC is 8:26 am in Patna (IST, UTC+5:30).
    expect(englishText.dateTime('2026-11-24T02:56:00Z')).toMatch(/^24 Nov 2026, 8:26\s?am$/);
    expect(hindi.dateTime('2026-11-24T02:56:00Z')).toMatch(/^24 नव॰? 2026, 8:26\s?(am|पूर्वाह्न)$/);
    expect(englishText.date('2026-11-23T20:00:00Z')).toBe('24 Nov 2026');
  });
});
