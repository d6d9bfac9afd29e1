import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { Button, TextField, useShopText } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import { useSessionActor } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import styles from './account-screen.module.css';

/** Register's password rules (identity/user-rules.ts), said before anything is sent. */
export const setPasswordMessages = {
  required: 'Please enter a password',
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 128 characters',
  failed: 'Could not set your password. Please try again.',
  done: 'Your password is set. You can log in with it too.',
} as const;

function passwordFault(password: string): string | null {
  if (password === '') return setPasswordMessages.required;
  if (password.length < 8) return setPasswordMessages.tooShort;
  if (password.length > 128) return setPasswordMessages.tooLong;
  return null;
}

type Saving = { state: 'idle' } | { state: 'saving' } | { state: 'refused'; message: string } | { state: 'failed'; message: string };

/**
 * Issue 19: an account made by login with OTP has no password its owner knows; here it sets one, once, so
 * the password login works for it too (docs/decisions.md#otp-login). The session then says hasPassword, and
 * the account screen stops offering this.
 */
export function SetPasswordForm() {
  const api = useApi();
  const toast = useToast();
  const session = useSessionActor();
  const { t } = useShopText();
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [saving, setSaving] = useState<Saving>({ state: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving.state === 'saving') return;
    const fault = passwordFault(password);
    if (fault) return setSaving({ state: 'refused', message: t(fault) });
    setSaving({ state: 'saving' });
    try {
      await api.auth.setPassword({ password });
      toast({ message: t(setPasswordMessages.done), tone: 'success' });
      session.send({ type: 'session.passwordSet' });
    } catch (error) {
      const message = serverMessage(error, t(setPasswordMessages.failed));
      // 409: a password was set meanwhile (another tab): the session learns it, as after a success.
      if (error instanceof ApiError && error.status === 409) session.send({ type: 'session.passwordSet' });
      const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401;
      setSaving(refused ? { state: 'refused', message } : { state: 'failed', message });
    }
  }

  return (
    <section className={styles.setPassword} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('Set a password')}
      </h2>
      <p>{t('You log in with codes sent by SMS. Set a password to log in with it too.')}</p>
      <form className={styles.passwordForm} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={titleId}>
        <TextField
          label={t('New password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          hint={t('At least 8 characters.')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={saving.state === 'refused' ? saving.message : undefined}
        />
        {saving.state === 'failed' && <p role="alert">{saving.message}</p>}
        <div className={styles.actions}>
          <Button type="submit" loading={saving.state === 'saving'}>
            {t('Save password')}
          </Button>
        </div>
      </form>
    </section>
  );
}
