import { useId } from 'react';
import { paymentMethods, type PaymentMethod } from '@jhatpat/domain';
import { PaymentIcon, type PaymentIconName } from './payment-icons';
import styles from './payment-method-picker.module.css';

const options: Record<PaymentMethod, { label: string; detail: string; icons: PaymentIconName[] }> = {
  COD: { label: 'Cash on Delivery', detail: 'Pay at Delivery', icons: ['COD'] },
  CARD: { label: 'Credit / Debit Card', detail: 'Visa, Mastercard, RuPay', icons: ['VISA', 'MASTERCARD', 'RUPAY'] },
  UPI: { label: 'UPI', detail: 'Any UPI app', icons: ['UPI'] },
};

export interface PaymentMethodPickerProps {
  /** None chosen yet: the pay button stays disabled (SPEC §5). */
  value?: PaymentMethod;
  onChange: (change: { paymentMethod: PaymentMethod }) => void;
  disabled?: boolean;
  /** @default 'Payment method' */
  label?: string;
}

/** SPEC §4 Payment methods as a radio group; net banking appears as an accepted-with mark only. */
export function PaymentMethodPicker({ value, onChange, disabled = false, label = 'Payment method' }: PaymentMethodPickerProps) {
  const name = useId();
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      {paymentMethods.map((method) => {
        const option = options[method];
        return (
          <label key={method} className={styles.option} data-checked={value === method || undefined}>
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange({ paymentMethod: method })} />
            <span className={styles.text}>
              <span className={styles.label}>{option.label}</span>
              <span className={styles.detail}>{option.detail}</span>
            </span>
            <span className={styles.icons} aria-hidden="true">
              {option.icons.map((icon) => (
                <PaymentIcon key={icon} name={icon} decorative />
              ))}
            </span>
          </label>
        );
      })}
      <p className={styles.accepted}>
        <span>We also accept</span>
        <PaymentIcon name="NETBANKING" />
        <PaymentIcon name="VISA" />
        <PaymentIcon name="MASTERCARD" />
        <PaymentIcon name="RUPAY" />
      </p>
    </fieldset>
  );
}
