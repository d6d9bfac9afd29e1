import { LanguageSwitch } from '@jhatpat/ui';
import { useLocale } from './locale-provider';

/** The header's "हिन्दी / English" switch, wired to the shop's LocaleProvider (which remembers the choice). */
export function ShopLanguageSwitch() {
  const { locale, setLocale } = useLocale();
  return <LanguageSwitch locale={locale} onLocaleChange={(change) => setLocale(change.locale)} />;
}
