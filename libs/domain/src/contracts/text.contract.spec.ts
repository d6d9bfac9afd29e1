import { describe, expect, it } from 'vitest';
import { hasControlCharacter, oneLineText, plainText, textFault, textProblem } from './text.contract.js';

describe('the shop text rule', () => {
  it.each([
    ['plain text', 'Ring the bell twice', null],
    ['Hindi and emoji (paired surrogates)', 'दरवाज़े पर छोड़ दें 🙏', null],
    ['a NUL', 'a\u0000b', 'NUL character'],
    ['a lone high surrogate', 'a\uD800b', 'unpaired surrogate'],
    ['a lone low surrogate', '\uDC00', 'unpaired surrogate'],
    ['a high surrogate at the end', 'ok\uD83D', 'unpaired surrogate'],
  ])('%s', (_name, text, fault) => {
    expect(textFault(text)).toBe(fault);
  });

  it('says what is wrong in one message per field: the rule first, then the cap', () => {
    expect(textProblem('orderNotes', 'a\u0000', 500)).toBe('orderNotes must be plain text: no NUL characters or broken Unicode (unpaired surrogates)');
    expect(textProblem('carrier', 'x'.repeat(101), 100)).toBe('carrier must be at most 100 characters');
    expect(textProblem('carrier', 'Jhatpat Fleet', 100)).toBeNull();
  });
});

describe('one-line text', () => {
  it.each([
    ['a name', 'Asha Devi', true],
    ['Hindi', 'बोरिंग रोड', true],
    ['a tab', 'a\tb', false],
    ['a newline', 'a\nb', false],
    ['a bell', 'bell\u0007', false],
    ['DEL', 'a\u007f', false],
    ['a NUL', 'a\u0000', false],
    ['a lone surrogate', 'a\uD800', false],
  ])('%s', (_name, text, fine) => {
    expect(oneLineText.safeParse(text).success).toBe(fine);
    expect(hasControlCharacter(text)).toBe(!fine && !text.includes('\uD800'));
  });

  it('lets free text keep its tabs and newlines', () => {
    expect(plainText.safeParse('line one\nline two').success).toBe(true);
  });
});
