import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, TextField } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';

export const deleteAccountMessages = {
  passwordRequired: 'Please enter your password',
  failed: 'Could not delete your account. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

type Attempt = { state: 'idle' } | { state: 'deleting' } | { state: 'refused'; message: string } | { state: 'failed'; message: string };

/**
 * The right to erasure (issue 16 item 8, docs/decisions.md#erasure): the password again, what is erased
 * and what is kept said plainly; on success the session ends and the shopper lands on the home page.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { logOut } = useSession();
  const [password, setPassword] = useState('');
  const [attempt, setAttempt] = useState<Attempt>({ state: 'idle' });
  const deleting = attempt.state === 'deleting';
  // Dialog re-runs its focus trap when onClose changes (focus would jump to × on every keystroke): keep it stable.
  const latest = useRef({ deleting, onClose });
  useEffect(() => {
    latest.current = { deleting, onClose };
  });
  const close = useCallback(() => {
    if (latest.current.deleting) return;
    setPassword('');
    setAttempt({ state: 'idle' });
    latest.current.onClose();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    if (!password) return setAttempt({ state: 'refused', message: deleteAccountMessages.passwordRequired });
    setAttempt({ state: 'deleting' });
    try {
      await api.auth.deleteMyAccount({ password });
      logOut();
      navigate('/');
      toast({ message: deleteAccountMessages.deleted, tone: 'success' });
    } catch (error) {
      // 400/403: the password (the server says which); 409: the last admin; anything else may be tried again.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      const message = serverMessage(error, deleteAccountMessages.failed);
      setAttempt(refused ? { state: 'refused', message } : { state: 'failed', message });
    }
  }

  return (
    <Dialog
      open={open}
      role="alertdialog"
      title="Delete your account"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" type="submit" form="delete-account-form" loading={deleting}>
            Delete account
          </Button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          This cannot be undone. Your name, phone number, saved addresses and order notes are erased from Jhatpat, in your past
          orders too, and you are logged out everywhere.
        </p>
        <p>
          We keep the amounts of your past orders and payments, without your name: the law requires us to keep tax records (GST
          invoices).
        </p>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          hint="Enter your password to confirm"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={attempt.state === 'refused' ? attempt.message : undefined}
        />
        {attempt.state === 'failed' && <p role="alert">{attempt.message}</p>}
      </form>
    </Dialog>
  );
}
