import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { landingPathFor } from '@jhatpat/domain';
import type { SessionEmitted } from '@jhatpat/machines';
import { Button } from '@jhatpat/ui';
import { useSession, useSessionActor, useSessionEvents } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { AuthCard } from './auth-card';
import { missingFieldErrors, type AuthFieldErrors } from './auth-fields';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { returnPathOf } from '../../shared/session/return-path';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

/** /login (docs/product.md §2, §5, §8): phone and password; the session machine logs in and says where to land. */
export function LoginScreen() {
  useDocumentTitle('Login');
  const actor = useSessionActor();
  const { role } = useSession();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const serverError = useSelector(actor, (snapshot) => snapshot.context.error);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  // The machine keeps its last error; show it only for a submit made on this visit of the page.
  const [submitted, setSubmitted] = useState(false);
  // Someone already signed in who opens /login goes to their own landing page instead.
  const [signedInOnArrival] = useState(role !== null);

  useSessionEvents(
    useCallback(
      (event: SessionEmitted) => {
        if (event.type !== 'session.loggedIn') return;
        toast({ message: actor.getSnapshot().context.notice ?? 'Login successful!', tone: 'success' });
        actor.send({ type: 'notice.dismiss' });
        navigate(returnPathOf(search, event.role) ?? event.landingPath, { replace: true });
      },
      [actor, navigate, toast, search],
    ),
  );

  if (signedInOnArrival && role) return <Navigate to={landingPathFor(role)} replace />;

  const submit = () => {
    const missing = missingFieldErrors({ phone, password });
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSubmitted(true);
    actor.send({ type: 'login.submit', phone, password });
  };

  return (
    <AuthCard
      title="Login"
      intro="Log in with your phone number to check out and follow your orders."
      error={submitted && !busy ? serverError : null}
      onSubmit={submit}
      footer={
        <>
          New to Jhatpat? <Link to="/register">Register</Link>
        </>
      }
    >
      <PhoneField value={phone} onChange={setPhone} error={errors.phone} />
      <PasswordField value={password} onChange={setPassword} error={errors.password} autoComplete="current-password" />
      <Button type="submit" loading={busy} fullWidth>
        Login
      </Button>
    </AuthCard>
  );
}
