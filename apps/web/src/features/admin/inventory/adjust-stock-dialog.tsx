import { Dialog, Select, TextField } from '@jhatpat/ui';
import { TextArea } from '@jhatpat/ui/staff';
import { useApi } from '../../../shared/services/shop-services';
import type { StockDialogProps } from './receive-stock-dialog';
import { StockChangeForm } from './stock-change-form';
import { adjustReasons, checkAdjust, MAX_NOTE_LENGTH, type AdjustDraft } from './stock-draft';

const initial: AdjustDraft = { change: '', reason: '', note: '' };

/** Issue 18: stock that left the shelf without an order (damaged, expired) or a recount, always with a reason. */
export function AdjustStockDialog({ item, onClose, onDone }: StockDialogProps) {
  const api = useApi();
  return (
    <Dialog open={item !== null} title={item ? `Adjust stock: ${item.name}` : 'Adjust stock'} onClose={onClose}>
      {item && (
        <StockChangeForm
          key={item.productId}
          item={item}
          initial={initial}
          check={checkAdjust}
          send={(body) => api.inventory.adjust(item.productId, body)}
          // A 409 says the change would take on hand below what orders have reserved.
          failure="Failed to adjust stock"
          submitLabel="Save adjustment"
          onDone={onDone}
          fields={({ draft, problems, change }) => (
            <>
              <TextField
                label="Change in units"
                hint="Negative removes, e.g. -3"
                inputMode="numeric"
                value={draft.change}
                error={problems.change}
                onChange={(event) => change({ change: event.target.value })}
              />
              <Select
                label="Reason"
                placeholder="Choose a reason"
                options={adjustReasons}
                value={draft.reason}
                error={problems.reason}
                onChange={(event) => change({ reason: adjustReasons.find((r) => r.value === event.target.value)?.value ?? '' })}
              />
              <TextArea label="Note (optional)" rows={2} maxLength={MAX_NOTE_LENGTH} value={draft.note} error={problems.note} onChange={(event) => change({ note: event.target.value })} />
            </>
          )}
        />
      )}
    </Dialog>
  );
}
