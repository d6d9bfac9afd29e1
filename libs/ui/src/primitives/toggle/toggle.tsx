import { useId, type ComponentPropsWithRef } from 'react';
import { classNames } from '../../internal/class-names';
import styles from './toggle.module.css';

export interface ToggleProps extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children' | 'role'> {
  label: string;
  /** Secondary line under the label. */
  description?: string;
  checked: boolean;
  onCheckedChange?: (change: { checked: boolean }) => void;
}

/** An on/off switch (role="switch"): the state applies at once, unlike a checkbox in a form. */
export function Toggle({ label, description, checked, onCheckedChange, className, disabled, ...rest }: ToggleProps) {
  const id = useId();
  return (
    <div className={classNames(styles.toggle, className)} data-checked={checked || undefined}>
      <span className={styles.text}>
        <span id={`${id}-label`} className={styles.label}>
          {label}
        </span>
        {description && (
          <span id={`${id}-description`} className={styles.description}>
            {description}
          </span>
        )}
      </span>
      <button
        {...rest}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        className={styles.track}
        onClick={() => onCheckedChange?.({ checked: !checked })}
      >
        <span className={styles.thumb} aria-hidden="true" />
      </button>
    </div>
  );
}
