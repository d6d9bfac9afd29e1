import { Button, Dialog, type SavedAddress } from '@jhatpat/ui';

export interface DeleteDefaultAddressDialogProps {
  /** The default address about to be deleted; closed when null. */
  address: SavedAddress | null;
  onConfirm: (address: SavedAddress) => void;
  onCancel: () => void;
}

/** docs/product.md §5: deleting the default address while others exist asks first (addresses page and checkout alike). */
export function DeleteDefaultAddressDialog({ address, onConfirm, onCancel }: DeleteDefaultAddressDialogProps) {
  return (
    <Dialog
      open={address !== null}
      role="alertdialog"
      title="Delete address"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => address && onConfirm(address)}>
            Delete
          </Button>
        </>
      }
    >
      <p>This is your default address. Are you sure you want to delete it?</p>
    </Dialog>
  );
}
