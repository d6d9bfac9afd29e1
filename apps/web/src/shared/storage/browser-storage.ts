import { isRole, type Role } from '@jhatpat/domain';
import type { ShopLocale } from '@jhatpat/ui';

/** docs/product.md §3 "Browser storage keys": token, user, role, guestCart, selectedAddress, and the guest token. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  role: 'role',
  guestCart: 'guestCart',
  selectedAddress: 'selectedAddress',
  guestToken: 'guestToken',
  /** Issue 19 item 10: the cart's tip and donation, so a reload keeps them. */
  cartChoices: 'cartChoices',
  /** Issue 19 "हिन्दी": the shopper's language, 'en' or 'hi'. */
  locale: 'locale',
} as const;

export interface CartChoices {
  tipPaise: number;
  donation: boolean;
}

export interface StoredUser {
  _id: string;
  role: Role;
  name?: string;
  phone?: string;
  /** False for an account made by login with OTP that has no password yet; absent (older sessions) means true. */
  hasPassword?: boolean;
}

export interface StoredSession {
  token: string;
  user: StoredUser;
}

export interface GuestCartLine {
  productId: string;
  name: string;
  price: number;
  image?: string;
  variant?: string;
  quantity: number;
}

/** Typed access to localStorage; a corrupt or missing value reads as absent, never as a crash. */
export function createBrowserStorage(store: Storage = window.localStorage) {
  const readJson = <T>(key: string): T | null => {
    const raw = store.getItem(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  };

  return {
    readSession(): StoredSession | null {
      const token = store.getItem(storageKeys.token);
      const user = readJson<StoredUser>(storageKeys.user);
      if (!token || !user || typeof user._id !== 'string') return null;
      const role = store.getItem(storageKeys.role);
      return { token, user: { ...user, role: isRole(role) ? role : 'customer' } };
    },
    writeSession({ token, user }: StoredSession): void {
      store.setItem(storageKeys.token, token);
      store.setItem(storageKeys.user, JSON.stringify(user));
      store.setItem(storageKeys.role, user.role);
    },
    token: (): string | null => store.getItem(storageKeys.token),
    role(): Role | null {
      const role = store.getItem(storageKeys.role);
      return isRole(role) ? role : null;
    },
    readGuestCart(): GuestCartLine[] {
      const lines = readJson<GuestCartLine[]>(storageKeys.guestCart);
      return Array.isArray(lines) ? lines.filter((line) => typeof line?.productId === 'string' && Number.isInteger(line.quantity)) : [];
    },
    writeGuestCart: (lines: readonly GuestCartLine[]): void => store.setItem(storageKeys.guestCart, JSON.stringify(lines)),
    removeGuestCart: (): void => store.removeItem(storageKeys.guestCart),
    selectedAddress: (): string | null => store.getItem(storageKeys.selectedAddress),
    writeSelectedAddress: (address: string): void => store.setItem(storageKeys.selectedAddress, address),
    readCartChoices(): CartChoices | null {
      const choices = readJson<CartChoices>(storageKeys.cartChoices);
      return choices && Number.isInteger(choices.tipPaise) && choices.tipPaise >= 0 && typeof choices.donation === 'boolean' ? choices : null;
    },
    writeCartChoices: (choices: CartChoices): void => store.setItem(storageKeys.cartChoices, JSON.stringify(choices)),
    guestToken: (): string | null => store.getItem(storageKeys.guestToken),
    writeGuestToken: (token: string): void => store.setItem(storageKeys.guestToken, token),
    /** The language the shopper chose from the header; absent (English) until they do. */
    locale: (): ShopLocale | null => {
      const locale = store.getItem(storageKeys.locale);
      return locale === 'en' || locale === 'hi' ? locale : null;
    },
    writeLocale: (locale: ShopLocale): void => store.setItem(storageKeys.locale, locale),
    /**
     * docs/product.md §4: logout clears ALL browser storage, the session's and the page's. The language is the
     * device's, not the account's (no personal data): it stays, so a logout does not switch a Hindi reader to English.
     */
    clearAll(): void {
      const locale = store.getItem(storageKeys.locale);
      store.clear();
      if (locale !== null) store.setItem(storageKeys.locale, locale);
      if (typeof window !== 'undefined') window.sessionStorage.clear();
    },
  };
}

export type BrowserStorage = ReturnType<typeof createBrowserStorage>;
