import { shopRules } from '@jhatpat/domain';
import { TextField, useShopText } from '@jhatpat/ui';
import { phoneDigits } from './auth-fields';

export interface PhoneFieldProps {
  value: string;
  onChange: (phone: string) => void;
  error?: string;
}

/** docs/product.md §9: a phone number is 10 digits; phones get the number pad and the browser's saved number. */
export function PhoneField({ value, onChange, error }: PhoneFieldProps) {
  const { t } = useShopText();
  return (
    <TextField
      label={t('Phone number')}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      maxLength={shopRules.phoneDigits}
      required
      value={value}
      error={error && t(error)}
      onChange={(event) => onChange(phoneDigits(event.target.value, shopRules.phoneDigits))}
    />
  );
}
