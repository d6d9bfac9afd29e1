import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toChargesRequest } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { useCart } from '../../shared/cart/use-cart';
import { useApi } from '../../shared/services/shop-services';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { useShopText } from '@jhatpat/ui';
import { loginReturningTo } from '../../shared/session/return-path';

/**
 * The cart's Proceed (docs/product.md §2): a guest is asked to log in; a customer's tip and donation are saved on the
 * server cart (POST /cart/update-charges), then checkout opens.
 */
export function useProceedToCheckout() {
  const api = useApi();
  const { role } = useSession();
  const { tipPaise, donation } = useCart();
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useShopText();
  const [saving, setSaving] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);

  async function proceed() {
    if (role !== 'customer') {
      setLoginRequired(true);
      return;
    }
    setSaving(true);
    try {
      await api.cart.updateCharges(toChargesRequest({ tipPaise, donation }));
      navigate('/checkout');
    } catch (error) {
      setSaving(false);
      toast({ message: t(serverMessage(error, 'Failed to update cart')), tone: 'error' });
    }
  }

  return {
    proceed: () => void proceed(),
    saving,
    loginRequired,
    // Issue 19 item 11: after logging in the shopper comes back to the cart, not the dashboard.
    goToLogin: () => navigate(loginReturningTo('/cart')),
    dismissLogin: () => setLoginRequired(false),
  };
}
