import type { AdjustReason, AdjustStock, ReceiveStock } from '@jhatpat/api-client';

// The receive and adjust forms' rules, as the stock contract states them, checked before the server
// is asked so the admin reads each problem under its field. The server checks them again.

export const MAX_RECEIVED = 100_000;
export const MAX_NOTE_LENGTH = 200;

export const adjustReasons: readonly { value: AdjustReason; label: string }[] = [
  { value: 'damaged', label: 'Damaged' },
  { value: 'expired', label: 'Expired' },
  { value: 'count', label: 'Stock count' },
  { value: 'other', label: 'Other' },
];

export interface ReceiveDraft {
  quantity: string;
  note: string;
}

export interface AdjustDraft {
  change: string;
  reason: AdjustReason | '';
  note: string;
}

export type DraftProblems<Draft> = Partial<Record<keyof Draft, string>>;

const WHOLE = /^[+-]?\d+$/;

function noteProblem(note: string): string | undefined {
  return note.trim().length > MAX_NOTE_LENGTH ? `Keep the note under ${MAX_NOTE_LENGTH} characters` : undefined;
}

const withNote = (note: string) => (note.trim() ? { note: note.trim() } : {});

/** The receive form's problems, or the body to send when it has none. */
export function checkReceive(draft: ReceiveDraft): { problems: DraftProblems<ReceiveDraft> } | { body: ReceiveStock } {
  const text = draft.quantity.trim();
  const quantity = Number(text);
  const problems: DraftProblems<ReceiveDraft> = {};
  if (!text) problems.quantity = 'Enter how many units arrived';
  else if (!/^\d+$/.test(text) || quantity < 1 || quantity > MAX_RECEIVED) problems.quantity = `Enter a whole number from 1 to ${MAX_RECEIVED.toLocaleString('en-IN')}`;
  const note = noteProblem(draft.note);
  if (note) problems.note = note;
  if (Object.keys(problems).length > 0) return { problems };
  return { body: { quantity, ...withNote(draft.note) } };
}

/** The adjust form's problems, or the body to send when it has none. */
export function checkAdjust(draft: AdjustDraft): { problems: DraftProblems<AdjustDraft> } | { body: AdjustStock } {
  const text = draft.change.trim();
  const change = Number(text);
  const problems: DraftProblems<AdjustDraft> = {};
  if (!text) problems.change = 'Enter the change, e.g. -3 to remove three';
  else if (!WHOLE.test(text) || change === 0 || !Number.isSafeInteger(change)) problems.change = 'Enter a whole number other than 0 (negative removes)';
  if (!draft.reason) problems.reason = 'Choose a reason';
  const note = noteProblem(draft.note);
  if (note) problems.note = note;
  if (Object.keys(problems).length > 0 || !draft.reason) return { problems };
  return { body: { change, reason: draft.reason, ...withNote(draft.note) } };
}
