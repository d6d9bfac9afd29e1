import type { Decorator } from '@storybook/react-vite';
import { useEffect } from 'react';
import { createShopText, englishText, ShopTextContext, type ShopLocale } from '@jhatpat/ui';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workbench shows the app's screens (main.ts globs apps/web's stories); the web app is no package to import by name.
import { hindiMessages as storefrontHindi } from '../../apps/web/src/shared/locale/hindi-messages';
// eslint-disable-next-line @nx/enforce-module-boundaries -- as above: the account screens' part of the dictionary.
import { hindiAccountTexts } from '../../apps/web/src/shared/locale/hindi-account-texts';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the workbench shows the app's screens (main.ts globs apps/web's stories); the web app is no package to import by name.
import { LocaleOverrideContext } from '../../apps/web/src/shared/locale/locale-provider';

// Issue 19 "हिन्दी": the toolbar's language for every story. The dictionary is imported here (not lazily, as
// the shop does), so a Hindi story draws in Hindi on its first frame. A libs/ui story reads ShopTextContext;
// a screen's own LocaleProvider (inside ShopProviders) takes LocaleOverrideContext.

export const localeGlobalTypes = {
  locale: {
    description: 'The storefront’s language',
    toolbar: {
      title: 'Language',
      icon: 'globe' as const,
      items: [
        { value: 'en', title: 'English' },
        { value: 'hi', title: 'हिन्दी' },
      ],
      dynamicTitle: true,
    },
  },
};

// The shop fetches the account screens' part after the dictionary (hindi-parts.ts); here both are at hand.
const hindiMessages = { ...storefrontHindi, ...hindiAccountTexts };
const hindiText = createShopText('hi', hindiMessages);

function HtmlLang({ locale }: { locale: ShopLocale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export const localeDecorator: Decorator = (Story, context) => {
  const locale: ShopLocale = context.globals.locale === 'hi' ? 'hi' : 'en';
  return (
    <LocaleOverrideContext.Provider value={{ locale, hindiMessages }}>
      <ShopTextContext.Provider value={locale === 'hi' ? hindiText : englishText}>
        <HtmlLang locale={locale} />
        <Story />
      </ShopTextContext.Provider>
    </LocaleOverrideContext.Provider>
  );
};
