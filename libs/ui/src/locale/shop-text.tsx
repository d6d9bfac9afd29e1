import { createContext, useContext } from 'react';
import { formatRupees } from '@jhatpat/domain';

/**
 * Issue 19 "हिन्दी": the storefront speaks English or Hindi. libs/ui knows no dictionary and no storage: the app's
 * LocaleProvider (apps/web/src/app/hindi-coverage.spec.ts) puts a ShopText here, and a component with words asks for it. The
 * English text in the code is the key (it quotes the SPEC, and tests read it); a locale other than English looks it
 * up. Without a provider (a story of libs/ui alone, a unit test), everything reads as the English in the code.
 */
export type ShopLocale = 'en' | 'hi';

/** Values put into a text's `{name}` placeholders. */
export type TextValues = Readonly<Record<string, string | number>>;

export interface ShopText {
  locale: ShopLocale;
  /** The text in the shopper's language; `english` may hold `{name}` placeholders filled from `values`. */
  t(english: string, values?: TextValues): string;
  /** `{count}` texts by the locale's plural rule (Hindi's `one` covers 0 and 1), e.g. plural(n, '{count} item', '{count} items'). */
  plural(count: number, one: string, other: string): string;
  /** Integer paise as rupees for the locale: ₹1,23,456.50 (en-IN and hi-IN agree on Latin digits and lakh grouping). */
  rupees(paise: number): string;
  /** A whole number with the locale's grouping. */
  number(value: number): string;
  /** A moment on Patna's clock (IST, whatever the device's zone) in the locale: "24 Nov 2026, 8:26 am" / "24 नव॰ 2026, 8:26 am". */
  dateTime(value: Date | string): string;
  /** A day on Patna's clock in the locale: "24 Nov 2026" / "24 नव॰ 2026". */
  date(value: Date | string): string;
}

/** BCP 47 tags for Intl: Indian English and Hindi, both with Latin digits (what Blinkit, Zepto and price labels use). */
export const intlTags: Readonly<Record<ShopLocale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Fills `{name}` placeholders; an unknown name is left as written, so a slip shows rather than vanishing. */
export function fillText(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * The ShopText for a locale and its dictionary (English text → text in that locale). A text missing from the
 * dictionary falls back to English here, and the dictionary's spec (apps/web/src/app/hindi-coverage.spec.ts) fails on it.
 */
export function createShopText(locale: ShopLocale, dictionary: Readonly<Record<string, string>> | null): ShopText {
  const tag = intlTags[locale];
  // Each formatter is made on first use: making all four (the zone's DateTimeFormats most) was a quarter of a
  // second of a phone's first script run (Lighthouse's CPU slowdown), and the home page formats no date.
  const rules = once(() => new Intl.PluralRules(tag));
  const numbers = once(() => new Intl.NumberFormat(tag));
  const moments = once(() => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }));
  const days = once(() => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }));
  const asDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);
  const t = (english: string, values?: TextValues) => fillText(dictionary?.[english] ?? english, values);
  return {
    locale,
    t,
    plural: (count, one, other) => t(rules().select(count) === 'one' ? one : other, { count: numbers().format(count) }),
    rupees: (paise) => formatRupees(paise, tag),
    number: (value) => numbers().format(value),
    dateTime: (value) => moments().format(asDate(value)),
    date: (value) => days().format(asDate(value)),
  };
}

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

export const englishText: ShopText = createShopText('en', null);

export const ShopTextContext = createContext<ShopText>(englishText);

/** The shopper's language: `const { t, rupees } = useShopText()`. */
export function useShopText(): ShopText {
  return useContext(ShopTextContext);
}
