import { describe, expect, it } from 'vitest';
import { draftProblem } from './user-draft';

describe('draftProblem', () => {
  it('accepts a name, a 10-digit phone and a known role', () => {
    expect(draftProblem({ name: 'Asha Kumari', phone: '9876543210', role: 'delivery' })).toBeNull();
  });

  it.each([
    [{ name: '  ', phone: '9876543210', role: 'customer' }, 'Name is required'],
    [{ name: 'Asha', phone: '98765', role: 'customer' }, 'Please enter a valid 10-digit phone number'],
    [{ name: 'Asha', phone: '98765432ab', role: 'customer' }, 'Please enter a valid 10-digit phone number'],
    [{ name: 'Asha', phone: '9876543210', role: 'owner' }, 'Choose a role'],
    [{ name: 'Asha\u0000', phone: '9876543210', role: 'customer' }, 'name must be plain text: no NUL characters or broken Unicode (unpaired surrogates)'],
    [{ name: 'Asha \uDBFF', phone: '9876543210', role: 'customer' }, 'name must be plain text: no NUL characters or broken Unicode (unpaired surrogates)'],
    [{ name: 'A'.repeat(101), phone: '9876543210', role: 'customer' }, 'name must be at most 100 characters'],
  ] as const)('refuses %j with "%s"', (draft, problem) => {
    expect(draftProblem(draft as never)).toBe(problem);
  });
});
