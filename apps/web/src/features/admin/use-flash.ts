import { useCallback, useEffect, useState } from 'react';
import { shopRules } from '@jhatpat/domain';

export interface Flash {
  kind: 'success' | 'error';
  text: string;
}

/**
 * docs/product.md §8 "Admin": the outcome of an admin's change, shown beside the table. Success messages clear
 * after 3 s; a failure stays until the next action, so it is not missed.
 */
export function useFlash(): [Flash | null, (flash: Flash | null) => void] {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (flash?.kind !== 'success') return;
    const timer = setTimeout(() => setFlash(null), shopRules.toastAutoCloseMs);
    return () => clearTimeout(timer);
  }, [flash]);
  return [flash, useCallback((next: Flash | null) => setFlash(next), [])];
}
