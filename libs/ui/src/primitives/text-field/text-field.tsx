import type { ComponentPropsWithRef } from 'react';
import { describedByOf, FieldMessages, useFieldIds } from '../../internal/field-parts';
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
  const ids = useFieldIds(id);
  // Counted only when controlled: an uncontrolled value is not known here.
  const counted = maxLength !== undefined && value !== undefined;
  const length = String(value ?? defaultValue ?? '').length;

  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label className={fieldStyles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={ids.inputId}
        className={fieldStyles.control}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(ids, { error, hint, counted })}
      />
      <FieldMessages
        ids={ids}
        error={error}
        hint={hint}
        counter={
          counted && (
            <span id={ids.counterId}>
              {length}/{maxLength}
            </span>
          )
        }
      />
    </div>
  );
}
