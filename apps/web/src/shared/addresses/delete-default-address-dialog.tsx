import { Button, Dialog, useShopText, type SavedAddress } from '@jhatpat/ui';

export interface DeleteDefaultAddressDialogProps {
  /** The default address about to be deleted; closed when null. */
  address: SavedAddress | null;
  onConfirm: (address: SavedAddress) => void;
  onCancel: () => void;
}

/** docs/product.md §5: deleting the default address while others exist asks first (addresses page and checkout alike). */
export function DeleteDefaultAddressDialog({ address, onConfirm, onCancel }: DeleteDefaultAddressDialogProps) {
  const { t } = useShopText();
  return (
    <Dialog
      open={address !== null}
      role="alertdialog"
      title={t('Delete address')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" onClick={() => address && onConfirm(address)}>
            {t('Delete')}
          </Button>
        </>
      }
    >
      <p>{t('This is your default address. Are you sure you want to delete it?')}</p>
    </Dialog>
  );
}
