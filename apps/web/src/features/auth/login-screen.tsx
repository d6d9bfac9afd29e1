import { useCallback, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { landingPathFor } from '@jhatpat/domain';
import type { SessionEmitted } from '@jhatpat/machines';
import { Button, Tabs, useShopText } from '@jhatpat/ui';
import { useSession, useSessionActor, useSessionEvents } from '../../shared/session/session-provider';
import { useToast } from '../../shared/toasts/toast-provider';
import { AuthCard } from './auth-card';
import styles from './auth-card.module.css';
import { missingFieldErrors, type AuthFieldErrors } from './auth-fields';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { returnPathOf } from '../../shared/session/return-path';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';
import { useApi } from '../../shared/services/shop-services';
import { useLoad } from '../../shared/data/use-load';
import { OtpLoginSteps } from './otp-login-steps';
import { useOtpLogin } from './use-otp-login';

type LoginWay = 'otp' | 'password';

/**
 * /login (docs/product.md §2, §5, §8): phone and password; the session machine logs in and says where to land.
 * Where the shop sends SMS, login by OTP comes first (phone, then the code), as Indian shoppers expect; the
 * password stays one tab away for everyone (staff use it). Without an SMS provider only the password shows.
 */
export function LoginScreen() {
  const { t } = useShopText();
  useDocumentTitle(t('Login'));
  const api = useApi();
  const actor = useSessionActor();
  const { role } = useSession();
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const serverError = useSelector(actor, (snapshot) => snapshot.context.error);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const toast = useToast();
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  // An unanswered or failed question shows the password form: it works on every shop.
  const availability = useLoad('otp-availability', () => api.auth.otpAvailability(), '');
  const otpAvailable = availability.data?.enabled === true;
  const [chosenWay, setChosenWay] = useState<LoginWay | null>(null);
  const way: LoginWay = otpAvailable ? (chosenWay ?? 'otp') : 'password';
  // Someone who starts typing before the shop answered keeps the password form they are typing in.
  const typing = (set: (value: string) => void) => (value: string) => {
    if (chosenWay === null && availability.status === 'loading') setChosenWay('password');
    set(value);
  };
  const otp = useOtpLogin({ phone });
  const [errors, setErrors] = useState<AuthFieldErrors>({});
  // The machine keeps its last error; show it only for a submit made on this visit of the page.
  const [submitted, setSubmitted] = useState(false);
  // Someone already signed in who opens /login goes to their own landing page instead.
  const [signedInOnArrival] = useState(role !== null);

  useSessionEvents(
    useCallback(
      (event: SessionEmitted) => {
        if (event.type !== 'session.loggedIn') return;
        toast({ message: t(actor.getSnapshot().context.notice ?? 'Login successful!'), tone: 'success' });
        actor.send({ type: 'notice.dismiss' });
        navigate(returnPathOf(search, event.role) ?? event.landingPath, { replace: true });
      },
      [actor, navigate, toast, search, t],
    ),
  );

  if (signedInOnArrival && role) return <Navigate to={landingPathFor(role)} replace />;

  const submitPassword = () => {
    const missing = missingFieldErrors({ phone, password });
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSubmitted(true);
    actor.send({ type: 'login.submit', phone, password });
  };

  const passwordFields = (
    <>
      <PhoneField value={phone} onChange={typing(setPhone)} error={errors.phone} />
      <PasswordField value={password} onChange={typing(setPassword)} error={errors.password} autoComplete="current-password" />
      <Button type="submit" loading={busy} fullWidth>
        {t('Login')}
      </Button>
    </>
  );

  return (
    <AuthCard
      title={t('Login')}
      intro={t('Log in with your phone number to check out and follow your orders.')}
      error={way === 'password' && submitted && !busy && serverError ? t(serverError) : null}
      onSubmit={way === 'otp' ? otp.submit : submitPassword}
      footer={
        <>
          {t('New to Jhatpat?')} <Link to="/register">{t('Register')}</Link>
        </>
      }
    >
      {otpAvailable ? (
        <Tabs
          label={t('How to log in')}
          selectedId={way}
          onSelectedChange={({ id }) => setChosenWay(id as LoginWay)}
          tabs={[
            {
              id: 'otp',
              label: t('Login with OTP'),
              content: (
                <div className={styles.fields}>
                  <OtpLoginSteps otp={otp} phone={phone} onPhoneChange={setPhone} />
                </div>
              ),
            },
            { id: 'password', label: t('Use password'), content: <div className={styles.fields}>{passwordFields}</div> },
          ]}
        />
      ) : (
        passwordFields
      )}
    </AuthCard>
  );
}
