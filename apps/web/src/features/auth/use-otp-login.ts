import { useEffect, useState } from 'react';
import { PHONE_PATTERN } from '@jhatpat/domain';
import { ApiError, type LoginCodeRefusal } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { useApi } from '../../shared/services/shop-services';
import { useSessionActor } from '../../shared/session/session-provider';
import { registerMessages } from './auth-fields';

/** phone → code → (a new phone only) name; then the session machine takes the login as a password login's. */
export type OtpStep = 'phone' | 'code' | 'name';

export type OtpFieldErrors = Partial<Record<'phone' | 'code' | 'name', string>>;

const CODE_DIGITS = 6;
const DEFAULT_RESEND_SECONDS = 60;

export const otpMessages = {
  phoneRequired: 'Please enter your phone number',
  codeRequired: 'Please enter the 6-digit code',
  codeInvalid: 'The code is 6 digits',
  nameRequired: 'Please enter your name',
  sendFailed: 'Could not send the code. Try again.',
  checkFailed: 'Could not check the code. Try again.',
} as const;

const refusalOf = (error: unknown): LoginCodeRefusal | null =>
  error instanceof ApiError && typeof error.details?.['kind'] === 'string' ? (error.details['kind'] as LoginCodeRefusal) : null;

/**
 * Login by OTP's steps and calls, for the login screen. Errors are said under the field they are about;
 * the resend countdown runs off the time the code was sent, so a slow tab cannot shorten it.
 */
export function useOtpLogin({ phone }: { phone: string }) {
  const api = useApi();
  const session = useSessionActor();
  const [step, setStep] = useState<OtpStep>('phone');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<OtpFieldErrors>({});
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  // One tick a second while the countdown runs, none after.
  const resendInSeconds = Math.max(0, Math.ceil((resendAt - now) / 1000));
  useEffect(() => {
    if (resendInSeconds <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [resendInSeconds > 0]); // eslint-disable-line react-hooks/exhaustive-deps

  const sendCode = async () => {
    if (phone.trim() === '') return setErrors({ phone: otpMessages.phoneRequired });
    if (!PHONE_PATTERN.test(phone)) return setErrors({ phone: registerMessages.phoneInvalid });
    if (sending) return;
    setSending(true);
    try {
      const sent = await api.auth.requestLoginCode({ phone });
      const sentAt = Date.now();
      setNow(sentAt);
      setResendAt(sentAt + (sent.resendAfterSeconds ?? DEFAULT_RESEND_SECONDS) * 1000);
      setErrors({});
      setCode('');
      setStep((current) => (current === 'name' ? 'name' : 'code'));
    } catch (error) {
      // A 429 says how long to wait; on the code step it is about resending, so it goes under the code.
      setErrors(step === 'phone' ? { phone: serverMessage(error, otpMessages.sendFailed) } : { code: serverMessage(error, otpMessages.sendFailed) });
    } finally {
      setSending(false);
    }
  };

  const checkCode = async () => {
    if (code === '') return setErrors({ code: otpMessages.codeRequired });
    if (code.length !== CODE_DIGITS) return setErrors({ code: otpMessages.codeInvalid });
    if (step === 'name' && name.trim() === '') return setErrors({ name: otpMessages.nameRequired });
    if (checking) return;
    setChecking(true);
    try {
      const { token, user } = await api.auth.verifyLoginCode({ phone, code, ...(step === 'name' ? { name: name.trim() } : {}) });
      session.send({ type: 'session.signedIn', session: { token, user } });
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === 'name-required') {
        // The code is kept by the server: the same code goes again with the name.
        setErrors({});
        setStep('name');
      } else if (step === 'name' && /^name\b/i.test(serverMessage(error, ''))) {
        setErrors({ name: serverMessage(error, otpMessages.checkFailed) });
      } else {
        setErrors({ code: serverMessage(error, otpMessages.checkFailed) });
        // A used-up or expired code cannot be tried again: the shopper may ask a new one at once.
        if (refusal === 'no-code' || refusal === 'code-expired') setResendAt(0);
      }
      setChecking(false);
    }
  };

  const changeNumber = () => {
    setStep('phone');
    setCode('');
    setName('');
    setErrors({});
  };

  return {
    step,
    code,
    setCode: (typed: string) => setCode(typed.replace(/\D/g, '').slice(0, CODE_DIGITS)),
    name,
    setName,
    errors,
    sending,
    checking,
    resendInSeconds,
    submit: () => void (step === 'phone' ? sendCode() : checkCode()),
    resend: () => void sendCode(),
    changeNumber,
  };
}

export type OtpLogin = ReturnType<typeof useOtpLogin>;
