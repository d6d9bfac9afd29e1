import { deliveryCityDialogs } from '@jhatpat/domain';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import styles from './delivery-city-dialog.module.css';
import { useShopText } from '../../locale/shop-text';

export interface DeliveryCityDialogProps {
  open: boolean;
  /** Whether the chosen address is in Patna (libs/domain isServiceable). */
  serviceable: boolean;
  onClose: () => void;
}

/** docs/product.md §8 Delivery-city dialogs: shown after an address is chosen. */
export function DeliveryCityDialog({ open, serviceable, onClose }: DeliveryCityDialogProps) {
  const { message, button } = serviceable ? deliveryCityDialogs.delivering : deliveryCityDialogs.notDelivering;
  const { t } = useShopText();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={serviceable ? t('Delivery available') : t('Delivery not available')}
      onClose={onClose}
      actions={
        <Button variant={serviceable ? 'primary' : 'secondary'} onClick={onClose}>
          {t(button)}
        </Button>
      }
    >
      <p className={styles.message} data-serviceable={serviceable}>
        {t(message)}
      </p>
    </Dialog>
  );
}
