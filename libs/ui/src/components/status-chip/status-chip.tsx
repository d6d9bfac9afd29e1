import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import type { OrderStatus } from '@jhatpat/domain';
import { useShopText } from '../../locale/shop-text';

const labels: Record<OrderStatus, string> = {
  pending_payment: 'Payment pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const tones: Record<OrderStatus, BadgeTone> = {
  pending_payment: 'warning',
  confirmed: 'neutral',
  preparing: 'neutral',
  packed: 'accent',
  shipped: 'accent',
  delivered: 'success',
  cancelled: 'danger',
};

export interface StatusChipProps {
  status: OrderStatus;
}

/** An order's status in lists and headers: the word plus a colour (never the colour alone). */
export function StatusChip({ status }: StatusChipProps) {
  const { t } = useShopText();
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(labels[status])}
    </Badge>
  );
}
