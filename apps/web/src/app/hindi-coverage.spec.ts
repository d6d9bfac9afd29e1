import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addressMessages, addressTypes, unsafeTextMessage, bannerPaths, categoryLabel, deliveryCityDialogs, featuredCategories, paymentStatusLabels, shopCategories, shopRules, trackerSteps } from '@jhatpat/domain';
import { accountMenuLinks, cancellationPolicyText, cartButtonTexts } from '@jhatpat/ui';
import { cartScreenTexts } from '../features/cart/cart-screen';
import { addressFormMessages } from '../shared/addresses/address-form-dialog';
import { savedAddressMessages } from '../shared/addresses/use-saved-addresses';
import { confirmationTexts } from '../features/checkout/confirmation-outcome';
import { lateText } from '../features/orders/countdown';
import { orderDetailMessages } from '../features/orders/order-detail-load';
import { payForOrderTexts } from '../features/orders/pay-for-order';
import { orderFilters } from '../features/orders/order-filters';
import { listingSorts } from '../features/storefront/category-listing';
import { homeShelves } from '../features/storefront/home-shelves';
import { assurances } from '../features/storefront/product-details';
import { staffPointerTexts } from '../features/storefront/staff-pointer';
import { deleteAccountMessages } from '../features/account/delete-account-dialog';
import { setPasswordMessages } from '../features/account/set-password-form';
import { registerMessages, requiredMessages } from '../features/auth/auth-fields';
import { otpMessages } from '../features/auth/use-otp-login';
import { describe, expect, it } from 'vitest';
import { hindiMessages as storefrontHindi } from '../shared/locale/hindi-messages';
import { hindiAccountTexts } from '../shared/locale/hindi-account-texts';
import { hindiOrderAndAddressTexts } from '../shared/locale/hindi-order-texts';
import { hindiSharedTexts } from '../shared/locale/hindi-shared-texts';
import { contentPagesHindi } from '../features/content/content-pages-hindi';
import { staffPointerHindi } from '../features/storefront/staff-pointer-hindi';

/** The dictionary and its account part (fetched after it: shared/locale/hindi-parts.ts), as a Hindi reader ends up with. */
const sharedDictionary: Readonly<Record<string, string>> = { ...storefrontHindi, ...hindiAccountTexts };

// Issue 19 "हिन्दी": a text the storefront shows in English to a Hindi reader is a bug this spec catches, not
// something a shopper finds. It reads the shopper's code (the web app's storefront and libs/ui's shop parts) for
// every literal passed to t() or plural() and asks the dictionary for each; texts kept in constants are listed below.

/** The shared dictionary, and the Hindi that lazy pages carry themselves and usePageText() lays over it. */
const pageDictionaries: ReadonlyArray<[RegExp, Readonly<Record<string, string>>]> = [
  [/features[\\/]content[\\/]/, contentPagesHindi],
  [/features[\\/]storefront[\\/]staff-pointer\.tsx$/, staffPointerHindi],
];
const hindiMessages: Readonly<Record<string, string>> = Object.assign({}, sharedDictionary, ...pageDictionaries.map(([, hindi]) => hindi));
/** What a file's t() can find: a page's own texts only on that page. */
const dictionaryOf = (file: string): Readonly<Record<string, string>> => {
  const page = pageDictionaries.find(([where]) => where.test(file));
  return page ? { ...sharedDictionary, ...page[1] } : sharedDictionary;
};

const root = fileURLToPath(new URL('../../../..', import.meta.url));
/** The shopper's code; the staff's screens (admin, delivery, packing, audit) and the testers' SMS sandbox page are not translated. */
const shopperSources = ['apps/web/src/app', 'apps/web/src/shared', 'apps/web/src/features', 'libs/ui/src/components', 'libs/ui/src/primitives'];
const notShopper = /[\\/](features[\\/](admin|delivery|packing|audit)|shared[\\/](audit|admin-live|testing)|components[\\/](bar-chart|stock-history|admin-tile)|primitives[\\/](table|pagination))[\\/]|\.(spec|stories)\.tsx?$|[\\/]app[\\/]routes[\\/](admin|oversight|staff|delivery|packing)|[\\/]features[\\/]auth[\\/]dev-otp-codes-screen\.tsx$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !notShopper.test(file) ? [file] : [];
  });
}

/** String literals ('…' or "…") given to t( or plural( in a file: the first argument of t, the two texts of plural. */
export function textsIn(code: string): { texts: string[]; templates: string[] } {
  const literal = String.raw`'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"`;
  const texts: string[] = [];
  const unquote = (m: RegExpMatchArray, at: number) => (m[at] ?? m[at + 1]).replace(/\\(['"\\])/g, '$1');
  for (const m of code.matchAll(new RegExp(String.raw`\bt\(\s*(?:${literal})`, 'g'))) texts.push(unquote(m, 1));
  for (const m of code.matchAll(new RegExp(String.raw`\bplural\([^,]+,\s*(?:${literal}),\s*(?:${literal})`, 'g'))) texts.push(unquote(m, 1), unquote(m, 3));
  // A template literal cannot be looked up: the English must be a plain text with {placeholders}.
  const templates = [...code.matchAll(/\bt\(\s*`/g)].map((m) => code.slice(m.index, m.index + 60));
  return { texts, templates };
}

const files = shopperSources.flatMap((dir) => sourceFiles(path.join(root, dir)));
const found = files.map((file) => ({ file: path.relative(root, file), ...textsIn(readFileSync(file, 'utf8')) }));

/** Texts that reach t() through a constant, not a literal. */
const constantTexts = [
  ...shopCategories.map((path) => categoryLabel(path)),
  ...bannerPaths.map((path) => categoryLabel(path)),
  ...featuredCategories.map((path) => categoryLabel(path)),
  ...trackerSteps.map((step) => step.label),
  ...accountMenuLinks.map((link) => link.label),
  ...Object.values(paymentStatusLabels),
  'Refund requested',
  'Not charged',
  'Payment pending',
  shopRules.productTileEtaLabel,
  shopRules.deliveryCity,
  cartButtonTexts.locationNeeded,
  cancellationPolicyText,
  ...Object.values(deliveryCityDialogs).flatMap(({ message, button }) => [message, button]),
  // The payment picker's options (libs/ui payment-method-picker.tsx).
  'Cash on Delivery',
  'Pay at Delivery',
  'Credit / Debit Card',
  'Visa, Mastercard, RuPay',
  'UPI',
  'Any UPI app',
  cartScreenTexts.locationNeeded,
  ...Object.values(confirmationTexts).flatMap(({ title, message }) => [title, message]),
  ...['shipped', 'confirmed', 'delivered'].flatMap((status) => [lateText(status, 60), lateText(status, 600)]),
  ...Object.values(orderDetailMessages),
  ...Object.values(payForOrderTexts).flatMap(({ note, button }) => [note, button]),
  'Card',
  'Failed to load orders',
  'Failed to load addresses',
  // The account page's role and workplace, for a customer (account-screen.tsx).
  'Customer',
  'Shop',
  ...orderFilters.map((filter) => filter.label),
  ...listingSorts.map((sort) => sort.label),
  ...homeShelves.map((shelf) => shelf.title),
  ...assurances,
  // The checkout machine's labels and refusals (libs/machines/src/checkout), shown through t().
  'Select an Address',
  'Proceed to Payment',
  'Pay Now',
  'Place Order (COD)',
  'Failed to load address',
  'Failed to load cart items',
  'Please select an address',
  'Please select a payment method',
  'Some items have less stock than you want. Fix them to continue.',
  'Error placing order. Please try again.',
  // The cart machine's fallback (libs/machines/src/cart/cart-saves.ts), toasted through t().
  'Failed to update cart',
  // The location search's refusals (libs/machines/src/location-search), shown through t() in the panel.
  'Failed to search locations',
  'Geolocation not supported by your browser.',
  'Location access denied. Please select manually.',
  // The address form's types and checks (libs/domain address.schema.ts) and its toasts, shown through t().
  ...addressTypes,
  addressMessages.requiredFields,
  addressMessages.customNameRequired,
  addressMessages.phoneInvalid,
  addressMessages.phoneHint,
  addressMessages.notServiceable,
  ...Object.values(addressFormMessages),
  // The saved addresses' toasts (use-saved-addresses.ts).
  ...Object.values(savedAddressMessages),
  // Logging in, registering and the account page (issue 19): the forms' own checks, said under a field through t(),
  // and the session machine's notice and fallback (libs/machines session.machine.ts).
  ...Object.values(requiredMessages),
  ...Object.values(registerMessages),
  ...Object.values(otpMessages),
  unsafeTextMessage('name'),
  unsafeTextMessage('password'),
  'Login successful!',
  'Login failed. Try again.',
  ...Object.values(setPasswordMessages),
  ...Object.values(deleteAccountMessages),
  // The order tracker's connection notes (order-tracking-panel.tsx).
  'Live updates on',
  'Reconnecting for live updates…',
  'Live updates are unavailable; reload to refresh.',
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the Hindi dictionary', () => {
  it('reads texts from the storefront (a check that the search sees them)', () => {
    expect(found.length).toBeGreaterThan(40);
    expect(found.find((f) => f.file.endsWith('product-card.tsx'))?.texts).toContain('ADD');
    // Logging in is the shopper's too (issue 19): the login and OTP screens are read, the testers' SMS page is not.
    expect(found.find((f) => f.file.endsWith('login-screen.tsx'))?.texts).toContain('Login with OTP');
    expect(found.find((f) => f.file.endsWith('otp-login-steps.tsx'))?.texts).toContain('Verify and login');
    expect(found.some((f) => f.file.endsWith('dev-otp-codes-screen.tsx'))).toBe(false);
    expect(textsIn(`plural(n, '{count} item', "{count} items"); t('It\\'s here')`).texts).toEqual(['It\'s here', '{count} item', '{count} items']);
  });

  it('has a Hindi text for every text the storefront translates', () => {
    const missing = new Map<string, string>();
    for (const { file, texts } of found) for (const text of texts) if (!(text in dictionaryOf(file)) && !missing.has(text)) missing.set(text, file);
    for (const text of constantTexts) if (!(text in sharedDictionary) && !missing.has(text)) missing.set(text, '(a constant)');
    // The staff pointer's sentences (a constant per role), in its own Hindi.
    for (const text of Object.values(staffPointerTexts).flatMap(({ title, work, link }) => [title, work, link])) if (!(text in staffPointerHindi)) missing.set(text, 'staff-pointer.tsx');
    expect([...missing].map(([text, file]) => `${file}: ${JSON.stringify(text)}`)).toEqual([]);
  });

  it('passes only plain texts to t(), never template literals', () => {
    expect(found.filter((f) => f.templates.length).map((f) => `${f.file}: ${f.templates.join(' | ')}`)).toEqual([]);
  });

  it('keeps each text\'s {placeholders} in its Hindi, and writes Hindi in Devanagari', () => {
    const wrong = Object.entries(hindiMessages).filter(([english, hindi]) => placeholders(english).join() !== placeholders(hindi).join());
    expect(wrong).toEqual([]);
    // A Hindi text with no Devanagari letter is an English text pasted by mistake (numbers and ₹ aside).
    const untranslated = Object.entries(hindiMessages).filter(([, hindi]) => !/[\u0900-\u097F]/.test(hindi) && /[A-Za-z]{2}/.test(hindi.replace(/\{\w+\}/g, '')));
    expect(untranslated).toEqual([]);
  });

  it('says one text one way: a text in two of the dictionary\'s parts has the same Hindi in both', () => {
    // The parts are spread into one another, so a second translation of a text silently wins over the first
    // on some pages only ("कृपया सही 10 अंकों का फ़ोन नंबर लिखें" beside "… डालें" for one message, 2026-11-29).
    const parts = { hindiOrderAndAddressTexts, hindiSharedTexts, hindiAccountTexts, contentPagesHindi, staffPointerHindi, storefrontHindi };
    const said = new Map<string, Set<string>>();
    for (const part of Object.values(parts)) for (const [english, hindi] of Object.entries(part)) said.set(english, (said.get(english) ?? new Set()).add(hindi));
    expect([...said].filter(([, hindi]) => hindi.size > 1).map(([english, hindi]) => `${english} → ${[...hindi].join(' | ')}`)).toEqual([]);
  });
});
