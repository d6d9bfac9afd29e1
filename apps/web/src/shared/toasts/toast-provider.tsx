import { createContext, useContext, type ReactNode } from 'react';
import { ToastRegion, useToasts, type ToastMessage } from '@jhatpat/ui';

type ShowToast = (toast: Omit<ToastMessage, 'id'>) => string;

const ToastContext = createContext<ShowToast | null>(null);

/** docs/product.md §8: toasts bottom centre for 3 s, stackable, shared by every screen so a toast outlives a navigation. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { toasts, show, dismiss } = useToasts();
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it.');
  return show;
}
