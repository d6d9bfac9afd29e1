import { deliveryCityDialogs } from '@jhatpat/domain';
import { Button } from '../../primitives/button/button';
import { Dialog } from '../../primitives/dialog/dialog';
import styles from './delivery-city-dialog.module.css';

export interface DeliveryCityDialogProps {
  open: boolean;
  /** Whether the chosen address is in Patna (libs/domain isServiceable). */
  serviceable: boolean;
  onClose: () => void;
}

/** docs/product.md §8 Delivery-city dialogs: shown after an address is chosen. */
export function DeliveryCityDialog({ open, serviceable, onClose }: DeliveryCityDialogProps) {
  const { message, button } = serviceable ? deliveryCityDialogs.delivering : deliveryCityDialogs.notDelivering;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={serviceable ? 'Delivery available' : 'Delivery not available'}
      onClose={onClose}
      actions={
        <Button variant={serviceable ? 'primary' : 'secondary'} onClick={onClose}>
          {button}
        </Button>
      }
    >
      <p className={styles.message} data-serviceable={serviceable}>
        {message}
      </p>
    </Dialog>
  );
}
