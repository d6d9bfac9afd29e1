import { useId } from 'react';
import { paymentMethods, type PaymentMethod } from '@jhatpat/domain';
import { PaymentIcon, type PaymentIconName } from './payment-icons';
import styles from './payment-method-picker.module.css';
import { useShopText } from '../../locale/shop-text';

const options: Record<PaymentMethod, { label: string; detail: string; icons: PaymentIconName[] }> = {
  COD: { label: 'Cash on Delivery', detail: 'Pay at Delivery', icons: ['COD'] },
  CARD: { label: 'Credit / Debit Card', detail: 'Visa, Mastercard, RuPay', icons: ['VISA', 'MASTERCARD', 'RUPAY'] },
  UPI: { label: 'UPI', detail: 'Any UPI app', icons: ['UPI'] },
};

export interface PaymentMethodPickerProps {
  /** None chosen yet: the pay button stays disabled (docs/product.md §5). */
  value?: PaymentMethod;
  onChange: (change: { paymentMethod: PaymentMethod }) => void;
  disabled?: boolean;
  /** @default 'Payment method' */
  label?: string;
  /** The methods the shop takes now; the others show, disabled, as not available yet. @default every method */
  available?: readonly PaymentMethod[];
}

/** docs/product.md §4 Payment methods as a radio group; net banking appears as an accepted-with mark only. */
export function PaymentMethodPicker({ value, onChange, disabled = false, label, available = paymentMethods }: PaymentMethodPickerProps) {
  const { t } = useShopText();
  const name = useId();
  const unavailable = paymentMethods.filter((method) => !available.includes(method));
  return (
    <fieldset className={styles.picker} disabled={disabled}>
      <legend className={styles.legend}>{label ?? t('Payment method')}</legend>
      {paymentMethods.map((method) => {
        const option = options[method];
        const off = unavailable.includes(method);
        return (
          <label key={method} className={styles.option} data-checked={value === method || undefined} data-unavailable={off || undefined}>
            <input type="radio" name={name} value={method} checked={value === method} disabled={off} onChange={() => onChange({ paymentMethod: method })} />
            <span className={styles.text}>
              <span className={styles.label}>{t(option.label)}</span>
              <span className={styles.detail}>{off ? t('Not available yet') : t(option.detail)}</span>
            </span>
            <span className={styles.icons} aria-hidden="true">
              {option.icons.map((icon) => (
                <PaymentIcon key={icon} name={icon} decorative />
              ))}
            </span>
          </label>
        );
      })}
      {unavailable.length > 0 ? (
        <p className={styles.note}>{t('Online payment is not available at this shop yet: pay with cash on delivery.')}</p>
      ) : (
        <p className={styles.accepted}>
          <span>{t('We also accept')}</span>
          <PaymentIcon name="NETBANKING" />
          <PaymentIcon name="VISA" />
          <PaymentIcon name="MASTERCARD" />
          <PaymentIcon name="RUPAY" />
        </p>
      )}
    </fieldset>
  );
}
