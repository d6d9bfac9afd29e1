import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@jhatpat/machines';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'ready'; data: T; error?: undefined };

/**
 * Loads what `key` names through TanStack Query (ShopQueries holds the client) and tells the screen
 * the three states the same way everywhere. An answer for an old key never shows under a new one.
 * `fallbackMessage` is the docs/product.md §8 text used when the server sent no msg. Keys are shared by every
 * screen mounted at once (two asking for one key share one request), so a key names what it loads.
 * `initialData`, when known before any request (what the server put into the page itself), is shown at once
 * and not asked for again: the caller passes it only for what cannot change while the server runs.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, fallbackMessage: string, { initialData }: { initialData?: T } = {}) {
  const client = useQueryClient();
  const query = useQuery<T>({ queryKey: ['load', key], queryFn: ({ signal }) => load(signal), initialData, staleTime: initialData === undefined ? 0 : Infinity });

  const state: Load<T> =
    query.status === 'pending'
      ? { status: 'loading' }
      : query.status === 'success'
        ? { status: 'ready', data: query.data }
        : { status: 'error', error: serverMessage(query.error, fallbackMessage) };
  // A reset, not a refetch: until the new answer lands the screen shows loading, as on first load.
  const reload = useCallback(() => void client.resetQueries({ queryKey: ['load', key], exact: true }), [client, key]);
  // A refetch behind what is shown: the screen keeps its figures until the new answer replaces them (live pushes).
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: ['load', key], exact: true }), [client, key]);
  const setData = useCallback((data: T) => client.setQueryData<T>(['load', key], data), [client, key]);
  return { ...state, reload, refresh, setData };
}
