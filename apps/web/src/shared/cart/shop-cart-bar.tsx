import { FloatingCartBar } from '@jhatpat/ui';
import { RouterLink } from '../router-link';
import { useCart } from './use-cart';

/**
 * Issue 19 item 2: the floating "View cart" bar with the cart's count and total; nothing at all for an empty cart or
 * staff (no cart), so the layout can tell from the page whether the bar is there. Its own component, so a cart change
 * re-renders the bar, not the page.
 */
export function ShopCartBar({ className }: { className?: string }) {
  const { count, totalPaise } = useCart();
  if (count <= 0) return null;
  return (
    <div className={className}>
      <FloatingCartBar count={count} totalPaise={totalPaise} linkComponent={RouterLink} />
    </div>
  );
}
