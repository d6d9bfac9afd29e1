// The one rule every text field of the shop keeps (issue 16 item 9): no NUL (PostgreSQL's text cannot
// hold it, so it failed in the database as a 500) and no unpaired UTF-16 surrogate (not a character at
// all: it cannot be stored as UTF-8 and failed the same way). Each field adds its own length cap.

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type TextFault = 'NUL character' | 'unpaired surrogate';

/** What is wrong with a piece of text under the shop's text rule, or null when nothing is. */
export function textFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpaired surrogate';
  return null;
}

/** The message for a field that breaks the rule, the same from the API and from every form. */
export const unsafeTextMessage = (field: string): string => `${field} must be plain text: no NUL characters or broken Unicode (unpaired surrogates)`;

/** The message for a field over its cap. */
export const textTooLongMessage = (field: string, max: number): string => `${field} must be at most ${max} characters`;

/** The rule and a length cap together: a form's message for the field, or null when the text is fine. */
export function textProblem(field: string, text: string, max: number): string | null {
  if (textFault(text)) return unsafeTextMessage(field);
  return text.length > max ? textTooLongMessage(field, max) : null;
}
