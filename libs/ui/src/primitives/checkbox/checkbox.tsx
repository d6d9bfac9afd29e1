import { useId, type ComponentPropsWithRef } from 'react';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  label: string;
  hint?: string;
  id?: string;
}

export function Checkbox({ label, hint, id, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={styles.checkbox}>
      <input {...rest} type="checkbox" id={inputId} className={styles.input} aria-describedby={hint ? `${inputId}-hint` : undefined} />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
