import { useMatches } from 'react-router-dom';

/** A route's `handle` marking a page where the shopper browses and adds (issue 19 item 2: the floating cart bar shows there). */
export const shoppingPage = { shopping: true } as const;

export function isShoppingPage(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { shopping?: unknown }).shopping === true;
}

/** Whether the page shown is one of those. */
export function useOnShoppingPage(): boolean {
  return useMatches().some((match) => isShoppingPage(match.handle));
}
