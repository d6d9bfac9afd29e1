import type { RouteObject } from 'react-router-dom';
import type { ShopServices } from '../../shared/services/shop-services';
import { requireRole } from '../require-role';

/** docs/product.md §2: checkout, payment, order confirmation, the orders list and an order's detail (customers only). */
export function orderingRoutes({ storage }: ShopServices): RouteObject[] {
  const customerOnly = requireRole(storage, ['customer']);
  return [
    {
      // One checkout actor for both steps: a pathless layout route holds it while the shopper moves between them.
      loader: customerOnly,
      lazy: () => import('../../features/checkout/checkout-flow').then((m) => ({ Component: m.CheckoutFlowLayout })),
      children: [
        {
          path: 'checkout',
          lazy: () => import('../../features/checkout/checkout-screen').then((m) => ({ Component: m.CheckoutScreen })),
        },
        {
          path: 'payment',
          lazy: () => import('../../features/checkout/payment-screen').then((m) => ({ Component: m.PaymentScreen })),
        },
      ],
    },
    {
      path: 'order-confirmation',
      loader: customerOnly,
      lazy: () => import('../../features/checkout/order-confirmation-screen').then((m) => ({ Component: m.OrderConfirmationScreen })),
    },
    {
      path: 'orders',
      loader: customerOnly,
      lazy: () => import('../../features/orders/orders-screen').then((m) => ({ Component: m.OrdersScreen })),
    },
    {
      path: 'orders/:orderId',
      loader: customerOnly,
      lazy: () => import('../../features/orders/order-detail-screen').then((m) => ({ Component: m.OrderDetailScreen })),
    },
  ];
}
