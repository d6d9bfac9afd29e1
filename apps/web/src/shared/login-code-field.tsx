import { TextField, useShopText } from '@jhatpat/ui';

export interface LoginCodeFieldProps {
  value: string;
  /** The digits typed (anything else dropped), at most 6. */
  onChange: (code: string) => void;
  error?: string;
}

/** The 6-digit code from the SMS, where login by OTP and the deletion of an account without a password ask for it. */
export function LoginCodeField({ value, onChange, error }: LoginCodeFieldProps) {
  const { t } = useShopText();
  return (
    <TextField
      label={t('6-digit code')}
      name="code"
      // The SMS's last line "@host #code" lets the phone offer the code here (WebOTP, iOS autofill).
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      required
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}
