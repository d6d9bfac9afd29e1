import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, Dialog, TextField, useShopText } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { LoginCodeField } from '../../shared/login-code-field';
import { maskedPhone } from './masked-phone';
import styles from './account-screen.module.css';

export const deleteAccountMessages = {
  passwordRequired: 'Please enter your password',
  codeRequired: 'Please enter the 6-digit code from the SMS',
  codeFirst: 'Please send a code to your phone first',
  sendFailed: 'Could not send the code. Please try again.',
  failed: 'Could not delete your account. Please try again.',
  deleted: 'Your account has been deleted.',
} as const;

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

type Attempt = { state: 'idle' } | { state: 'deleting' } | { state: 'refused'; message: string } | { state: 'failed'; message: string };

/**
 * The right to erasure (issue 16 item 8, docs/decisions.md#erasure): the password again, or for an account
 * made by login with OTP a code sent to its own phone (docs/decisions.md#otp-login); what is erased and what
 * is kept said plainly; on success the session ends and the shopper lands on the home page.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useShopText();
  const { session, forgetEndedSession } = useSession();
  // Sessions stored before hasPassword existed are of accounts with a password.
  const byCode = session?.user.hasPassword === false;
  const phone = session?.user.phone ?? '';
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  // An account without a password (made by login with OTP) proves itself with a code sent to its phone.
  const [codeSent, setCodeSent] = useState(false);
  const [sending, setSending] = useState(false);
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
    setCode('');
    setCodeSent(false);
    setAttempt({ state: 'idle' });
    latest.current.onClose();
  }, []);

  async function sendCode() {
    if (sending) return;
    setSending(true);
    try {
      await api.auth.requestLoginCode({ phone });
      setCodeSent(true);
      setAttempt({ state: 'idle' });
    } catch (error) {
      // A 429 says how long to wait; a code sent before still works.
      setAttempt({ state: 'refused', message: serverMessage(error, t(deleteAccountMessages.sendFailed)) });
    } finally {
      setSending(false);
    }
  }

  /** What the form lacks before asking the server, in the shopper's words; null when complete. */
  function missing(): string | null {
    if (!byCode) return password ? null : deleteAccountMessages.passwordRequired;
    if (!codeSent) return deleteAccountMessages.codeFirst;
    return code.length === 6 ? null : deleteAccountMessages.codeRequired;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (deleting) return;
    const lacking = missing();
    if (lacking) return setAttempt({ state: 'refused', message: t(lacking) });
    setAttempt({ state: 'deleting' });
    try {
      await api.auth.deleteMyAccount(byCode ? { code } : { password });
      // The erasure ended every session of the account on the server: forget this one without a logout call.
      forgetEndedSession();
      navigate('/');
      toast({ message: t(deleteAccountMessages.deleted), tone: 'success' });
    } catch (error) {
      // 400/403: the password or code (the server says which); 409: the last admin; anything else may be tried again.
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      const message = serverMessage(error, t(deleteAccountMessages.failed));
      setAttempt(refused ? { state: 'refused', message } : { state: 'failed', message });
    }
  }

  const refusal = attempt.state === 'refused' ? attempt.message : undefined;
  return (
    <Dialog
      open={open}
      role="alertdialog"
      title={t('Delete your account')}
      closeLabel={t('Close')}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={deleting}>
            {t('Cancel')}
          </Button>
          <Button variant="danger" type="submit" form="delete-account-form" loading={deleting}>
            {t('Delete account')}
          </Button>
        </>
      }
    >
      <form id="delete-account-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>
          {t(
            'This cannot be undone. Your name, phone number, saved addresses and order notes are erased from Jhatpat, in your past orders too, and you are logged out everywhere.',
          )}
        </p>
        <p>
          {t(
            'We keep the amounts of your past orders and payments, without your name: the law requires us to keep tax records (GST invoices).',
          )}
        </p>
        {byCode ? (
          <>
            <p>
              {codeSent
                ? t('We sent a 6-digit code by SMS to {phone}.', { phone: maskedPhone(phone) })
                : t('To confirm, we will send a 6-digit code by SMS to your phone {phone}.', { phone: maskedPhone(phone) })}
            </p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void sendCode()} loading={sending} disabled={deleting}>
                {codeSent ? t('Send a new code') : t('Send code')}
              </Button>
            </div>
            {codeSent && (
              <LoginCodeField value={code} onChange={setCode} error={refusal} />
            )}
            {!codeSent && refusal && <p role="alert">{refusal}</p>}
          </>
        ) : (
          <TextField
            label={t('Password')}
            type="password"
            autoComplete="current-password"
            hint={t('Enter your password to confirm')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={refusal}
          />
        )}
        {attempt.state === 'failed' && <p role="alert">{attempt.message}</p>}
      </form>
    </Dialog>
  );
}
