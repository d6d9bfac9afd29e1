/** English text (as written in the storefront's code) → Hindi. */
export type HindiMessages = Readonly<Record<string, string>>;

/**
 * The Hindi dictionary is a chunk of its own, fetched by this import() only when a shopper picks हिन्दी, so the
 * storefront's first load stays within its 170 kB budget (tools/scripts/check-web-budget.mjs counts it as if it
 * were there, to keep room for it; docs/decisions.md#hindi). The Devanagari faces are asked for alongside: the page
 * turns Hindi once both are in, so no text is laid out in a face the browser is still fetching (Chromium without a
 * Devanagari font of its own kept showing boxes in the header after the swap).
 */
export async function loadHindiMessages(): Promise<HindiMessages> {
  const [{ hindiMessages }] = await Promise.all([import('./hindi-messages'), devanagariFaces()]);
  return hindiMessages;
}

/** Both weights of the shop's Devanagari face, loaded (or found on the device); a failure leaves the system's. */
function devanagariFaces(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve();
  return Promise.all(['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Devanagari"`, 'हिन्दी'))).catch(() => undefined);
}
