import { createApi } from '@jhatpat/api-client';
import { createBrowserStorage } from '../storage/browser-storage';
import type { ShopServices } from './shop-services';

/** The real services: the API on the page's own origin, with the stored token read on every call. */
export function createShopServices(store: Storage = window.localStorage): ShopServices {
  const storage = createBrowserStorage(store);
  const api = createApi({
    getToken: storage.token,
    guestTokenStore: { get: storage.guestToken, set: storage.writeGuestToken },
  });
  return { api, storage };
}
