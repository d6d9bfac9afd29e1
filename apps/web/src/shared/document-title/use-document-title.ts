import { useEffect } from 'react';

/** The shop's name, last in every page's title, so a tab or a history entry says what page of which shop it is. */
export const SHOP_NAME = 'Jhatpat';

/** The home page's title: index.html's, which is also what a search engine and a shared link show. */
export const HOME_TITLE = 'Jhatpat — Delivery in 8 minutes';

/** "Cart · Jhatpat"; the home page's title for null. */
export const documentTitle = (page: string | null): string => (page ? `${page} · ${SHOP_NAME}` : HOME_TITLE);

/**
 * Names the browser tab after the screen shown (issue 19 item 13: every page had index.html's title). Every
 * route's screen calls it once with what its heading says; a screen that loads what names it (a product,
 * an order) passes a general word until then ("Product", "Order"). No title is restored on unmount: the
 * next screen sets its own.
 */
export function useDocumentTitle(page: string | null): void {
  useEffect(() => {
    document.title = documentTitle(page);
  }, [page]);
}
