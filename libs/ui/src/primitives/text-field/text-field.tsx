import { useId, type ComponentPropsWithRef } from 'react';
import fieldStyles from '../../internal/field.module.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Help under the field, read after the label. */
  hint?: string;
  /** Marks the field invalid and says why; shown under the field. */
  error?: string;
  id?: string;
}

export function TextField({ label, hint, error, id, maxLength, value, defaultValue, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  const length = String(value ?? defaultValue ?? '').length;
  const describedBy = [error && errorId, hint && hintId, maxLength !== undefined && value !== undefined && counterId]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className={fieldStyles.control}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
      {(hint || (maxLength !== undefined && value !== undefined)) && (
        <div className={fieldStyles.meta}>
          {hint ? <p id={hintId} className={fieldStyles.hint}>{hint}</p> : <span />}
          {/* Counted only when controlled: an uncontrolled value is not known here. */}
          {maxLength !== undefined && value !== undefined && (
            <span id={counterId}>
              {length}/{maxLength}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
