import { Button, Dialog } from '@jhatpat/ui';

export interface LoginRequiredDialogProps {
  open: boolean;
  onLogin: () => void;
  onCancel: () => void;
}

/** docs/product.md §2 cart: a guest's Proceed asks them to log in first. */
export function LoginRequiredDialog({ open, onLogin, onCancel }: LoginRequiredDialogProps) {
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title="Login Required"
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onLogin}>Login</Button>
        </>
      }
    >
      <p>Please login to proceed to checkout</p>
    </Dialog>
  );
}
