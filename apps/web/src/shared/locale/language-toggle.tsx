import type { ShopLocale } from '@jhatpat/ui';
import { useLocale } from './locale-provider';
import styles from './language-toggle.module.css';

// Each language is named in itself, so a reader of either finds theirs whatever the page is in now.
const languages: readonly { locale: ShopLocale; label: string }[] = [
  { locale: 'hi', label: 'हिन्दी' },
  { locale: 'en', label: 'English' },
];

/** Issue 19 "हिन्दी": "हिन्दी / English" in the shop's header, on a phone too; the pressed one is the page's language. */
export function LanguageToggle() {
  const { locale, setLocale } = useLocale();
  return (
    <div className={styles.toggle} role="group" aria-label="भाषा / Language">
      {languages.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          className={styles.option}
          aria-pressed={locale === language.locale}
          onClick={() => locale !== language.locale && setLocale(language.locale)}
        >
          {language.label}
        </button>
      ))}
    </div>
  );
}
