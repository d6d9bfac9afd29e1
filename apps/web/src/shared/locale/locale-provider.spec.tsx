import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GuestHeader, useShopText } from '@jhatpat/ui';
import { describe, expect, it } from 'vitest';
import { createShopServices } from '../services/create-shop-services';
import { ShopServicesProvider } from '../services/shop-services';
import { MemoryStorage } from '../storage/memory-storage';
import { LocaleProvider } from './locale-provider';
import { ShopLanguageSwitch } from './shop-language-switch';

// Issue 19 "हिन्दी": the header's switch changes the storefront's words, sets <html lang>, and the choice outlives a
// reload (a new render over the same storage). The Hindi dictionary comes through its real lazy import().

function Cart() {
  const { t, plural, rupees } = useShopText();
  return (
    <p>
      {t('My Cart')} · {plural(2, '{count} item', '{count} items')} · {rupees(123_456_750)}
    </p>
  );
}

/** A text of the account screens' Hindi part (hindi-parts.ts), fetched after the dictionary. */
function SendCode() {
  const { t } = useShopText();
  return <p>{t('Send code')}</p>;
}

function Shop({ store }: { store: Storage }) {
  return (
    <ShopServicesProvider services={createShopServices(store)}>
      <LocaleProvider>
        <GuestHeader language={<ShopLanguageSwitch />} />
        <Cart />
        <SendCode />
      </LocaleProvider>
    </ShopServicesProvider>
  );
}

describe('the language switch', () => {
  it('switches the shop to Hindi, remembers it across a reload, and back to English', async () => {
    const store = new MemoryStorage();
    const first = render(<Shop store={store} />);
    expect(screen.getByText('My Cart · 2 items · ₹12,34,567.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');

    await userEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
    // Indian grouping and Latin digits in both languages: only the words change.
    expect(await screen.findByText('मेरा कार्ट · 2 आइटम · ₹12,34,567.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'लॉग इन' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('hi');
    expect(store.getItem('locale')).toBe('hi');
    // The account screens' part follows the dictionary.
    expect(await screen.findByText('कोड भेजें')).toBeTruthy();

    first.unmount();
    render(<Shop store={store} />);
    expect(await screen.findByText('मेरा कार्ट · 2 आइटम · ₹12,34,567.50')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByText('My Cart · 2 items · ₹12,34,567.50')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(store.getItem('locale')).toBe('en');
  });

  it('starts in English on a first visit, whatever else is stored', async () => {
    render(<Shop store={new MemoryStorage({ locale: 'fr' })} />);
    await act(async () => undefined);
    expect(screen.getByText('My Cart · 2 items · ₹12,34,567.50')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens in the language a link names (?lang=hi), and remembers it', async () => {
    const store = new MemoryStorage({ locale: 'en' });
    window.history.replaceState(null, '', '/?lang=hi');
    try {
      render(<Shop store={store} />);
      expect(await screen.findByText('मेरा कार्ट · 2 आइटम · ₹12,34,567.50')).toBeTruthy();
      expect(document.documentElement.lang).toBe('hi');
      expect(store.getItem('locale')).toBe('hi');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
