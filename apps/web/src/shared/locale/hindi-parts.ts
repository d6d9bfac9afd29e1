import type { HindiMessages } from './load-hindi-messages';

// Hindi texts of screens the storefront's first load does not show (logging in, registering, the account page and
// its "Delete your account"), in a chunk of their own beside the dictionary: the dictionary is counted in the
// first load's budget with Hindi on (tools/scripts/check-web-budget.mjs), these are fetched after it, as their
// screens are (docs/decisions.md#hindi). LocaleProvider reads them in as they arrive.
let parts: HindiMessages = {};
const listeners = new Set<() => void>();

export const hindiParts = {
  get: (): HindiMessages => parts,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

let accountPart: Promise<void> | null = null;

/** The account screens' Hindi, fetched once; a failure (offline) is tried again on the next call. */
export function loadAccountHindi(): Promise<void> {
  accountPart ??= import('./hindi-account-texts').then(
    ({ hindiAccountTexts }) => {
      parts = { ...parts, ...hindiAccountTexts };
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      accountPart = null;
      throw error;
    },
  );
  return accountPart;
}
