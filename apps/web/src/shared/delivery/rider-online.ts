import { useCallback, useSyncExternalStore } from 'react';

// Kept per device: a rider going offline on this phone stays offline after a reload.
const KEY = 'jhatpat.rider.online';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * docs/product.md §2 "Offline" label, made a switch (docs/decisions.md#rider-online): whether this rider takes new
 * orders. The header's switch and the orders page share it. Offline is the default, as the spec shows.
 */
export function useRiderOnline(): [boolean, (online: boolean) => void] {
  const online = useSyncExternalStore(subscribe, read, () => false);
  const setOnline = useCallback((next: boolean) => {
    try {
      localStorage.setItem(KEY, String(next));
    } catch {
      // Storage blocked: the switch still works for this page view.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [online, setOnline];
}
