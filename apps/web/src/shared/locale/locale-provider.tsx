import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createShopText, englishText, ShopTextContext, type ShopLocale } from '@jhatpat/ui';
import { useShopServices } from '../services/shop-services';
import { hindiParts, loadAccountHindi } from './hindi-parts';
import { loadHindiMessages, type HindiMessages } from './load-hindi-messages';

export interface LocaleChoice {
  locale: ShopLocale;
  /** Switches the storefront's language, remembers it on this device and sets <html lang>. */
  setLocale(locale: ShopLocale): void;
}

const LocaleContext = createContext<LocaleChoice>({ locale: 'en', setLocale: () => undefined });

/** A language chosen from outside the shop (Storybook's locale toolbar): every LocaleProvider inside takes it. */
export interface LocaleOverride {
  locale: ShopLocale;
  hindiMessages: HindiMessages;
}
export const LocaleOverrideContext = createContext<LocaleOverride | null>(null);

/** The language the shopper chose in the header (issue 19 "हिन्दी"). */
export function useLocale(): LocaleChoice {
  return useContext(LocaleContext);
}

export interface LocaleProviderProps {
  children: ReactNode;
  /**
   * The Hindi dictionary, already loaded: stories pass it so a Hindi story renders at once. The shop leaves it
   * out, and the dictionary's chunk is fetched only when Hindi is chosen (English shoppers never download it).
   */
  hindiMessages?: HindiMessages;
  /** Overrides the remembered language (the stories' locale toolbar). */
  locale?: ShopLocale;
}

/**
 * English is the default (a first visit, and every test that does not choose): the header's toggle switches, and the
 * choice lives in localStorage beside the cart, so a reload keeps it. Until the Hindi chunk has arrived the page stays
 * in the language it was in (a tap on "हिन्दी" shows Hindi a moment later, never a half-translated page).
 */
export function LocaleProvider({ children, hindiMessages: given, locale: asked }: LocaleProviderProps) {
  const { storage } = useShopServices();
  const override = useContext(LocaleOverrideContext);
  const forced = override?.locale ?? asked;
  const preloaded = override?.hindiMessages ?? given;
  const [chosen, setChosen] = useState<ShopLocale>(() => {
    const linked = localeOfLink();
    // A link that names the language (`?lang=hi`: a shared link, a poster's QR code) chooses it and is remembered.
    if (linked) storage.writeLocale(linked);
    return forced ?? linked ?? storage.locale() ?? 'en';
  });
  const [loaded, setHindi] = useState<HindiMessages | null>(null);
  const hindi = preloaded ?? loaded;
  const wanted = forced ?? chosen;
  const locale: ShopLocale = wanted === 'hi' && hindi ? 'hi' : 'en';
  const parts = useSyncExternalStore(hindiParts.subscribe, hindiParts.get);

  useEffect(() => {
    if (wanted !== 'hi' || hindi) return;
    let current = true;
    loadHindiMessages().then(
      (messages) => current && setHindi(messages),
      // A failed chunk (offline) leaves the page in English; the next tap on "हिन्दी" tries again.
      () => current && setChosen('en'),
    );
    return () => {
      current = false;
    };
  }, [wanted, hindi]);

  // In the commit that changes the words, not a frame after it: a screen reader must not read the new Hindi
  // words with the old lang (locale-provider.spec saw <html lang> still "en" beside Hindi text, CI of 7f4bc9b).
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    // The account screens' Hindi follows the dictionary (their routes fetch it with their code too).
    if (locale === 'hi') loadAccountHindi().catch(() => undefined);
  }, [locale]);

  const setLocale = useCallback(
    (next: ShopLocale) => {
      storage.writeLocale(next);
      setChosen(next);
    },
    [storage],
  );
  const text = useMemo(() => (locale === 'hi' && hindi ? createShopText('hi', { ...hindi, ...parts }) : englishText), [locale, hindi, parts]);
  const choice = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  return (
    <LocaleContext.Provider value={choice}>
      <ShopTextContext.Provider value={text}>{children}</ShopTextContext.Provider>
    </LocaleContext.Provider>
  );
}

/** The language a link asks for with `?lang=hi` or `?lang=en`, if any. */
function localeOfLink(): ShopLocale | null {
  if (typeof window === 'undefined') return null;
  const lang = new URLSearchParams(window.location.search).get('lang');
  return lang === 'hi' || lang === 'en' ? lang : null;
}
