import { cloneElement, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import styles from './tooltip.module.css';

export interface TooltipProps {
  /** Extra words about the trigger. Touch screens never show it, so nothing needed may live only here. */
  text: string;
  /** One focusable element, e.g. an IconButton; it is described by the text. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Milliseconds of hover or focus before it shows. @default 400 */
  delay?: number;
  /** @default 'top' */
  placement?: 'top' | 'bottom';
}

/** Shows after a short hover or focus; Escape, blur or leaving hides it. Screen readers get it as a description. */
export function Tooltip({ text, children, delay = 400, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    setVisible(false);
  };

  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);

  // Escape hides it wherever focus is, e.g. while only the pointer rests on the trigger (WCAG 1.4.13).
  useEffect(() => {
    if (!visible) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && setVisible(false);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [visible]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      // Also cancels a tooltip still waiting for its delay.
      onKeyDown={(event: KeyboardEvent) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      {/* Always in the DOM, so aria-describedby resolves while it is hidden; the pointer may rest on it. */}
      <span role="tooltip" id={id} className={styles.tooltip} data-placement={placement} hidden={!visible}>
        {text}
      </span>
    </span>
  );
}
