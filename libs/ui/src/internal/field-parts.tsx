import { useId, type ReactNode } from 'react';
import fieldStyles from './field.module.css';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
  counterId: string;
}

/** The ids a field and its messages share (the caller's id, else one from useId). */
export function useFieldIds(id?: string): FieldIds {
  const autoId = useId();
  const inputId = id ?? autoId;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error`, counterId: `${inputId}-counter` };
}

/** aria-describedby for the messages a field shows: error first, then hint, then the counter. */
export const describedByOf = (ids: FieldIds, { error, hint, counted }: { error?: string; hint?: string; counted: boolean }) =>
  [error && ids.errorId, hint && ids.hintId, counted && ids.counterId].filter(Boolean).join(' ') || undefined;

/** What sits under a text field: its error, then a row with the hint and (given) a character counter. */
export function FieldMessages({ ids, error, hint, counter }: { ids: FieldIds; error?: string; hint?: string; counter?: ReactNode }) {
  return (
    <>
      {error && (
        <p id={ids.errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
      {(hint || counter) && (
        <div className={fieldStyles.meta}>
          {hint ? (
            <p id={ids.hintId} className={fieldStyles.hint}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {counter}
        </div>
      )}
    </>
  );
}
