import { Button, TextField, useShopText } from '@jhatpat/ui';
import { LoginCodeField } from '../../shared/login-code-field';
import { PhoneField } from './phone-field';
import type { OtpLogin } from './use-otp-login';
import styles from './otp-login-steps.module.css';

export interface OtpLoginStepsProps {
  otp: OtpLogin;
  phone: string;
  onPhoneChange: (phone: string) => void;
}

/** Login by OTP inside the login form: the phone, then the code from the SMS, then a new phone's name. */
export function OtpLoginSteps({ otp, phone, onPhoneChange }: OtpLoginStepsProps) {
  const { t } = useShopText();
  if (otp.step === 'phone') {
    return (
      <>
        <PhoneField value={phone} onChange={onPhoneChange} error={otp.errors.phone} />
        <Button type="submit" loading={otp.sending} fullWidth>
          {t('Send code')}
        </Button>
      </>
    );
  }
  // The phone stays bold where the shopper's language puts it.
  const [sentBefore, sentAfter = ''] = t('We sent a 6-digit code by SMS to {phone}.').split('{phone}');
  return (
    <>
      <p className={styles.sentTo}>
        {sentBefore}
        <strong>{phone}</strong>
        {sentAfter}{' '}
        <button type="button" className={styles.link} onClick={otp.changeNumber}>
          {t('Change number')}
        </button>
      </p>
      <LoginCodeField value={otp.code} onChange={otp.setCode} error={otp.errors.code && t(otp.errors.code)} />
      {otp.step === 'name' && (
        <>
          <p className={styles.welcome}>{t('Welcome to Jhatpat! Tell us your name to create your account.')}</p>
          <TextField
            label={t('Your name')}
            name="name"
            autoComplete="name"
            required
            value={otp.name}
            error={otp.errors.name && t(otp.errors.name)}
            onChange={(event) => otp.setName(event.target.value)} />
        </>
      )}
      <Button type="submit" loading={otp.checking} fullWidth>
        {otp.step === 'name' ? t('Create account') : t('Verify and login')}
      </Button>
      <p className={styles.resend}>
        {otp.resendInSeconds > 0 ? (
          <span role="timer" aria-live="off">
            {t('Resend code in {seconds} s', { seconds: otp.resendInSeconds })}
          </span>
        ) : (
          <Button type="button" variant="ghost" size="sm" loading={otp.sending} onClick={otp.resend}>
            {t('Resend code')}
          </Button>
        )}
      </p>
    </>
  );
}
