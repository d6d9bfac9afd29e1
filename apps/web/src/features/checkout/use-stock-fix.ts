import { useState } from 'react';
import { toCartLines } from '@jhatpat/api-client';
import { serverMessage, type ShortLine } from '@jhatpat/machines';
import { useShopText, type StockShortfallFix } from '@jhatpat/ui';
import { useCart } from '../../shared/cart/use-cart';
import { useApi } from '../../shared/services/shop-services';
import { useToast } from '../../shared/toasts/toast-provider';
import { useCheckoutFlow } from './use-checkout-flow';

/**
 * Issue 18: a short line's one-tap fix at checkout. The server cart is what the order is priced from, so the fix is
 * saved there first (awaited, not optimistic); the checkout then takes the fixed cart as a new attempt and the
 * app's cart reloads to match.
 */
export function useStockFix() {
  const api = useApi();
  const { actor } = useCheckoutFlow();
  const cart = useCart();
  const toast = useToast();
  const { t } = useShopText();
  const [fixing, setFixing] = useState<string | null>(null);

  async function fix(line: ShortLine, chosen: StockShortfallFix) {
    setFixing(line.productId);
    try {
      const fixed = await api.cart.setQuantity({ productId: line.productId, quantity: chosen.kind === 'reduce' ? chosen.quantity : 0 });
      actor.send({ type: 'lines.fixed', lines: toCartLines(fixed) });
      cart.reload();
    } catch (error) {
      toast({ message: t(serverMessage(error, 'Failed to update cart')), tone: 'error' });
    } finally {
      setFixing(null);
    }
  }

  return { fixing, fix: (line: ShortLine, chosen: StockShortfallFix) => void fix(line, chosen) };
}
