import { useNavigate } from 'react-router-dom';
import { CartButton } from '@jhatpat/ui';
import { useSelectedLocation } from '../location/location-provider';
import { useCart } from './use-cart';

/** docs/product.md §2/§4: the header's cart button, greyed out unless the chosen location is in Patna. */
export function HeaderCartButton() {
  const { count, totalPaise } = useCart();
  const { serviceable } = useSelectedLocation();
  const navigate = useNavigate();
  return <CartButton count={count} totalPaise={totalPaise} serviceable={serviceable} onClick={() => navigate('/cart')} />;
}
