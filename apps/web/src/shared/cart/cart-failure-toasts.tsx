import { useEffect } from 'react';
import { useShopText } from '@jhatpat/ui';
import { useToast } from '../toasts/toast-provider';
import { useCart } from './use-cart';

/**
 * docs/product.md §8 "Cart": a failed update shows the server's msg, else "Failed to update cart", once. Issue 19
 * item 10: on every page, not only the cart's: an ADD on the home page that the API never answered reverts and says so.
 */
export function CartFailureToasts() {
  const { error, dismissError } = useCart();
  const toast = useToast();
  const { t } = useShopText();
  useEffect(() => {
    if (!error) return;
    // The cart machine's own fallback is in the dictionary; a server's msg is its own words.
    toast({ message: t(error), tone: 'error' });
    dismissError();
  }, [error, dismissError, toast, t]);
  return null;
}
