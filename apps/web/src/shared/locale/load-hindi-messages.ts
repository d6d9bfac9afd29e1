/** English text (as written in the storefront's code) → Hindi. */
export type HindiMessages = Readonly<Record<string, string>>;

/**
 * The Hindi dictionary is a chunk of its own, fetched by this import() only when a shopper picks हिन्दी, so the
 * storefront's first load stays within its 170 kB budget (tools/scripts/check-web-budget.mjs counts it as if it
 * were there, to keep room for it; docs/decisions.md#hindi).
 */
export async function loadHindiMessages(): Promise<HindiMessages> {
  const { hindiMessages } = await import('./hindi-messages');
  return hindiMessages;
}
