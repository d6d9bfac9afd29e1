import { useId, type ComponentPropsWithRef } from 'react';
import fieldStyles from '../../internal/field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a type". */
  placeholder?: string;
  hint?: string;
  error?: string;
  id?: string;
}

export function Select({ label, options, placeholder, hint, error, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [error && `${selectId}-error`, hint && `${selectId}-hint`].filter(Boolean).join(' ');
  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label className={fieldStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        className={fieldStyles.control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${selectId}-error`} className={fieldStyles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={`${selectId}-hint`} className={`${fieldStyles.hint} ${fieldStyles.meta}`}>
          {hint}
        </p>
      )}
    </div>
  );
}
