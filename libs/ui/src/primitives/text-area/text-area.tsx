import { useState, type ChangeEvent, type ComponentPropsWithRef } from 'react';
import { classNames } from '../../internal/class-names';
import { describedByOf, FieldMessages, useFieldIds } from '../../internal/field-parts';
import fieldStyles from '../../internal/field.module.css';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './text-area.module.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  /** The visible label; it names the field. */
  label: string;
  /** Help under the field, read after the label. */
  hint?: string;
  /** Marks the field invalid and says why; shown under the field. */
  error?: string;
  /** @default an id from useId */
  id?: string;
  /** Visible lines before it grows a scrollbar. @default 4 */
  rows?: number;
}

/** A multi-line TextField; with maxLength it counts characters as they are typed, controlled or not. */
export function TextArea({ label, hint, error, id, maxLength, value, defaultValue, onChange, rows = 4, className, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  // Uncontrolled text is only known through onChange, so its length is tracked here.
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typedLength;
  const counted = maxLength !== undefined;

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  }

  return (
    <div className={fieldStyles.field} data-invalid={error ? true : undefined}>
      <label className={fieldStyles.label} htmlFor={ids.inputId}>
        {label}
      </label>
      <textarea
        {...rest}
        id={ids.inputId}
        rows={rows}
        className={classNames(fieldStyles.control, styles.control, className)}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(ids, { error, hint, counted })}
      />
      <FieldMessages
        ids={ids}
        error={error}
        hint={hint}
        counter={counted && <CharacterCount id={ids.counterId} length={length} maxLength={maxLength} />}
      />
    </div>
  );
}

function CharacterCount({ id, length, maxLength }: { id: string; length: number; maxLength: number }) {
  const left = maxLength - length;
  // Announcing every keystroke drowns the typing; only the last tenth before the limit is spoken.
  const nearLimit = left <= Math.max(1, Math.ceil(maxLength / 10));
  return (
    <>
      <span id={id} className={styles.count} data-near-limit={nearLimit || undefined}>
        {length}/{maxLength}
      </span>
      {/* Out of the flow, so the count stays at the end of the row. */}
      <span aria-live="polite" className={hidden.visuallyHidden}>
        {nearLimit ? `${left} ${left === 1 ? 'character' : 'characters'} left` : ''}
      </span>
    </>
  );
}
