import { useCallback, useRef, useState } from 'react';
import type { ToastMessage } from './toast';

/** Local toast queue for a screen: `show({ message, tone })` appends, `dismiss({ id })` removes. */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  const next = useRef(0);
  const show = useCallback((toast: Omit<ToastMessage, 'id'>) => {
    next.current += 1;
    const id = `toast-${next.current}`;
    setToasts((current) => [...current, { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback(({ id }: { id: string }) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);
  return { toasts, show, dismiss };
}
