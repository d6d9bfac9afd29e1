import { firstUnsafeText } from './text-rule.js';

describe('firstUnsafeText', () => {
  it('names nothing in fine text, flat or nested', () => {
    expect(firstUnsafeText({}, '')).toBeNull();
    expect(firstUnsafeText({ q: 'milk', page: '2' }, '')).toBeNull();
    expect(firstUnsafeText({ items: [{ name: 'दूध' }] }, '')).toBeNull();
  });

  it('names the field or key that breaks the rule in a flat object, under its root', () => {
    expect(firstUnsafeText({ q: 'mi\u0000lk' }, '')).toBe('q');
    expect(firstUnsafeText({ q: 'milk', ['a\u0000']: 'x' }, '')).toBe('a\u0000');
    expect(firstUnsafeText({ q: '\ud800' }, 'query')).toBe('query.q');
  });

  it('names the same field in a flat object as the walk does once the object nests', () => {
    // Keys first, in order; then values from the last: a flat object and its nested twin agree.
    const fields = { a: 'x\u0000', b: 'fine', c: '\udc00' };
    expect(firstUnsafeText(fields, '')).toBe('c');
    expect(firstUnsafeText({ ...fields, d: { e: 'fine' } }, '')).toBe('c');
    expect(firstUnsafeText({ ['k\u0000']: 'fine', a: 'x\u0000' }, '')).toBe('k\u0000');
    expect(firstUnsafeText({ ['k\u0000']: 'fine', a: 'x\u0000', d: [] }, '')).toBe('k\u0000');
  });

  it('walks arrays and nested objects by path', () => {
    expect(firstUnsafeText({ items: [{ name: 'ok' }, { name: 'b\u0000d' }] }, '')).toBe('items[1].name');
    expect(firstUnsafeText(['ok', 'b\u0000d'], 'body')).toBe('body[1]');
    expect(firstUnsafeText('b\u0000d', 'q')).toBe('q');
  });
});
