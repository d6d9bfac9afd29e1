import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { landingPathFor } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Button, TextField, useShopText } from '@jhatpat/ui';
import { useApi } from '../../shared/services/shop-services';
import { useSession } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { AuthCard } from './auth-card';
import { registerFieldErrors, serverFieldError, type AuthFieldErrors } from './auth-fields';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /register (docs/product.md §2, §5, §8): name, phone and password make a customer account, then the shopper logs in. */
export function RegisterScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Create your account'));
  const api = useApi();
  const { role } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (role) return <Navigate to={landingPathFor(role)} replace />;

  const submit = async () => {
    const missing = registerFieldErrors({ name, phone, password });
    setErrors(missing);
    if (Object.keys(missing).length > 0 || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      // The client sends role "customer" and nothing else (docs/product.md §5); the server makes customers only.
      await api.auth.register({ name: name.trim(), phone, password });
      toast({ message: t('Registration successful! Please login.'), tone: 'success' });
      navigate('/login');
    } catch (error) {
      // Issue 19 item 11: a refusal about one field is said under it; anything else once, above the form.
      const message = serverMessage(error, t('Registration failed. Try again.'));
      const fieldError = serverFieldError(message);
      if (fieldError) setErrors(fieldError);
      else setFailure(message);
      setBusy(false);
    }
  };

  return (
    <AuthCard
      title={t('Create your account')}
      intro={t('Register with your phone number to order from Jhatpat.')}
      error={failure}
      onSubmit={() => void submit()}
      footer={
        <>
          {t('Already have an account?')} <Link to="/login">{t('Login')}</Link>
        </>
      }
    >
      <TextField
        label={t('Name')}
        name="name"
        autoComplete="name"
        required
        value={name}
        error={errors.name && t(errors.name)}
        onChange={(event) => setName(event.target.value)}
      />
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <PasswordField value={password} onChange={setPassword} error={errors.password} autoComplete="new-password" hint={t('At least 8 characters.')} />
      <Button type="submit" loading={busy} fullWidth>
        {t('Register')}
      </Button>
    </AuthCard>
  );
}
