import { Button, Dialog, useShopText } from '@jhatpat/ui';

export interface LoginRequiredDialogProps {
  open: boolean;
  onLogin: () => void;
  onCancel: () => void;
}

/** docs/product.md §2 cart: a guest's Proceed asks them to log in first. */
export function LoginRequiredDialog({ open, onLogin, onCancel }: LoginRequiredDialogProps) {
  const { t } = useShopText();
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('Login Required')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('Cancel')}
          </Button>
          <Button onClick={onLogin}>{t('Login')}</Button>
        </>
      }
    >
      <p>{t('Please login to proceed to checkout')}</p>
    </Dialog>
  );
}
