import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import type { Product } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { useApi } from '../../shared/services/shop-services';
import { loadShelf, type HomeShelf } from './home-shelves';

export type ShelfState = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ready'; products: Product[] };

const idle: ShelfState = { status: 'loading' };

/**
 * Loads the home shelves: the first ones at once, the `later` ones once those have all settled, so
 * the first screenful gets the network to itself. Each shelf fails and retries on its own.
 */
export function useHomeShelves(shelves: readonly HomeShelf[]) {
  const api = useApi();
  const [states, setStates] = useState<Record<string, ShelfState>>({});

  const load = useCallback(
    (shelf: HomeShelf) => {
      setStates((current) => ({ ...current, [shelf.id]: { status: 'loading' } }));
      // As a transition: drawing dozens of cards yields to the browser, so the banner (the page's
      // largest paint, arriving at the same moment) is painted first.
      const settle = (state: ShelfState) => startTransition(() => setStates((current) => ({ ...current, [shelf.id]: state })));
      loadShelf(api, shelf).then(
        (products) => settle({ status: 'ready', products }),
        (error: unknown) => settle({ status: 'error', error: serverMessage(error, 'Failed to load products') }),
      );
    },
    [api],
  );

  const first = useMemo(() => shelves.filter((shelf) => !shelf.later), [shelves]);
  const later = useMemo(() => shelves.filter((shelf) => shelf.later), [shelves]);
  const firstSettled = first.every((shelf) => states[shelf.id] && states[shelf.id].status !== 'loading');
  const laterStarted = later.some((shelf) => states[shelf.id] !== undefined);

  useEffect(() => first.forEach(load), [first, load]);
  // Once, when the first shelves have settled: a retry of one of them later does not reload these.
  useEffect(() => {
    if (firstSettled && !laterStarted) later.forEach(load);
  }, [firstSettled, laterStarted, later, load]);

  return { stateOf: (shelf: HomeShelf): ShelfState => states[shelf.id] ?? idle, firstSettled: firstSettled || laterStarted, retry: load };
}
