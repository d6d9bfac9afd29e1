import { useCallback, useEffect, useState } from 'react';
import { serverMessage } from '@jhatpat/machines';

export type Load<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'error'; data?: undefined; error: string }
  | { status: 'ready'; data: T; error?: undefined };

type Settled<T> = { request: string } & ({ status: 'error'; error: string } | { status: 'ready'; data: T });

/**
 * Runs `load` when `key` changes and tracks loading, error and data, so every screen shows the three
 * states the same way. A late answer for an old key is dropped. `fallbackMessage` is the SPEC §8 text
 * used when the server sent no msg.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, fallbackMessage: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const request = `${attempt}:${key}`;

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setSettled({ request, status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setSettled({ request, status: 'error', error: serverMessage(error, fallbackMessage) }),
    );
    return () => controller.abort();
    // `load` is a fresh closure each render; `request` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  // Until this request settles, the screen shows loading (not the previous key's data).
  const state: Load<T> =
    settled?.request !== request
      ? { status: 'loading' }
      : settled.status === 'ready'
        ? { status: 'ready', data: settled.data }
        : { status: 'error', error: settled.error };
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setSettled({ request, status: 'ready', data }), [request]);
  return { ...state, reload, setData };
}
