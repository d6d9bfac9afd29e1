import { useState } from 'react';
import type { Order } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, useShopText } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import { useToast } from '../../shared/toasts/toast-provider';

export interface CancelOrderProps {
  orderId: string;
  /** With the order as the server has it after the cancel. */
  onCancelled: (order: Order) => void;
}

/** POST /orders/{id}/cancel, asked first; shown only while the customer may cancel (until the order is packed). */
export function CancelOrder({ orderId, onCancelled }: CancelOrderProps) {
  const api = useApi();
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const { t } = useShopText();

  async function cancel() {
    setCancelling(true);
    try {
      const { order } = await api.orders.cancel(orderId);
      setAsking(false);
      toast({ message: t('Order cancelled'), tone: 'success' });
      onCancelled(order);
    } catch (error) {
      toast({ message: serverMessage(error, t('Failed to cancel order')), tone: 'error' });
    } finally {
      setCancelling(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setAsking(true)}>
        {t('Cancel Order')}
      </Button>
      <Dialog
        open={asking}
        role="alertdialog"
        title={t('Cancel this order?')}
        onClose={() => !cancelling && setAsking(false)}
        actions={
          <>
            <Button variant="secondary" disabled={cancelling} onClick={() => setAsking(false)}>
              {t('Keep Order')}
            </Button>
            <Button variant="danger" loading={cancelling} onClick={() => void cancel()}>
              {t('Yes, Cancel Order')}
            </Button>
          </>
        }
      >
        <p>{t('Orders cannot be cancelled once packed for delivery.')}</p>
      </Dialog>
    </>
  );
}
