import { TextField, useShopText } from '@jhatpat/ui';

export interface PasswordFieldProps {
  value: string;
  onChange: (password: string) => void;
  error?: string;
  /** "current-password" to log in, "new-password" to register: browsers fill or suggest accordingly. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** The password as typed: never trimmed, never shown. */
export function PasswordField({ value, onChange, error, autoComplete, hint }: PasswordFieldProps) {
  const { t } = useShopText();
  return (
    <TextField
      label={t('Password')}
      name="password"
      type="password"
      autoComplete={autoComplete}
      hint={hint}
      required
      value={value}
      error={error && t(error)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
