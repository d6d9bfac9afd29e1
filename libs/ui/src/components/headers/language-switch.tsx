import type { ShopLocale } from '../../locale/shop-text';
import styles from './language-switch.module.css';

// Each language is named in itself, so a reader of either finds theirs whatever the page is in now.
const languages: readonly { locale: ShopLocale; label: string }[] = [
  { locale: 'hi', label: 'हिन्दी' },
  { locale: 'en', label: 'English' },
];

export interface LanguageSwitchProps {
  /** The page's language: its button is pressed. */
  locale: ShopLocale;
  onLocaleChange: (change: { locale: ShopLocale }) => void;
}

/** Issue 19 "हिन्दी": "हिन्दी / English" in the shop's header (the headers' `language` slot), on a phone too. */
export function LanguageSwitch({ locale, onLocaleChange }: LanguageSwitchProps) {
  return (
    <div className={styles.toggle} role="group" aria-label="भाषा / Language">
      {languages.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          className={styles.option}
          aria-pressed={locale === language.locale}
          onClick={() => locale !== language.locale && onLocaleChange({ locale: language.locale })}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
