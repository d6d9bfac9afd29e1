import { z } from 'zod/mini';

// The one rule every text field of the shop keeps (issue 16 item 9): no NUL (PostgreSQL's text cannot
// hold it, so it failed in the database as a 500) and no unpaired UTF-16 surrogate (not a character at
// all: it cannot be stored as UTF-8 and failed the same way). Each field adds its own length cap.
// A one-line field (a name, a search, an address line, a reason) also keeps out the other control
// characters (tab, newline, bell, DEL): the one definition below, where there were three.

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export type TextFault = 'NUL character' | 'unpaired surrogate';

/** What is wrong with a piece of text under the shop's text rule, or null when nothing is. */
export function textFault(text: string): TextFault | null {
  if (text.includes('\u0000')) return 'NUL character';
  if (UNPAIRED_SURROGATE.test(text)) return 'unpaired surrogate';
  return null;
}

/** Whether one-line text holds a control character (C0 or DEL; NUL among them). */
export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** Text the shop can store: a string under the text rule (free text: notes, descriptions, passwords). */
export const plainText = z.string().check(z.refine((text) => textFault(text) === null));

/** One line of text: the text rule and no control characters (names, searches, address lines, reasons). */
export const oneLineText = plainText.check(z.refine((text) => !hasControlCharacter(text)));

/** The message for a field that breaks the rule, the same from the API and from every form. */
export const unsafeTextMessage = (field: string): string => `${field} must be plain text: no NUL characters or broken Unicode (unpaired surrogates)`;

/** The message for a field over its cap. */
export const textTooLongMessage = (field: string, max: number): string => `${field} must be at most ${max} characters`;

/** The rule and a length cap together: a form's message for the field, or null when the text is fine. */
export function textProblem(field: string, text: string, max: number): string | null {
  if (!plainText.safeParse(text).success) return unsafeTextMessage(field);
  return text.length > max ? textTooLongMessage(field, max) : null;
}
