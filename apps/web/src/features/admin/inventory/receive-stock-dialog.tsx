import type { InventoryItem } from '@jhatpat/api-client';
import { Dialog, TextField } from '@jhatpat/ui';
import { TextArea } from '@jhatpat/ui/staff';
import { useApi } from '../../../shared/services/shop-services';
import { StockChangeForm } from './stock-change-form';
import { checkReceive, MAX_NOTE_LENGTH } from './stock-draft';

export interface StockDialogProps {
  /** The product whose stock changes; the dialog is closed when null. */
  item: InventoryItem | null;
  onClose: () => void;
  /** The product's row as the server answered. */
  onDone: (item: InventoryItem) => void;
}

/** Issue 18: a delivery arrives at the dark store: how many units, and a note (supplier, invoice). */
export function ReceiveStockDialog({ item, onClose, onDone }: StockDialogProps) {
  const api = useApi();
  return (
    <Dialog open={item !== null} title={item ? `Receive stock: ${item.name}` : 'Receive stock'} onClose={onClose}>
      {item && (
        <StockChangeForm
          key={item.productId}
          item={item}
          initial={{ quantity: '', note: '' }}
          check={checkReceive}
          send={(body) => api.inventory.receive(item.productId, body)}
          failure="Failed to receive stock"
          submitLabel="Receive"
          onDone={onDone}
          fields={({ draft, problems, change }) => (
            <>
              <TextField label="Units received" inputMode="numeric" value={draft.quantity} error={problems.quantity} onChange={(event) => change({ quantity: event.target.value })} />
              <TextArea
                label="Note (optional)"
                hint="Supplier, invoice number"
                rows={2}
                maxLength={MAX_NOTE_LENGTH}
                value={draft.note}
                error={problems.note}
                onChange={(event) => change({ note: event.target.value })}
              />
            </>
          )}
        />
      )}
    </Dialog>
  );
}
