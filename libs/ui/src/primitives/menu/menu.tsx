import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import type { LinkComponent, LinkComponentProps } from '../../internal/link';
import { Button, type ButtonVariant } from '../button/button';
import { menuKeyTarget } from './menu-keys';
import styles from './menu.module.css';

export interface MenuItem {
  id: string;
  label: string;
  /** Makes the item a link; without it the item is an action reported through onAction. */
  href?: string;
  /** Focusable but not chosen (WAI-ARIA keeps disabled items in the arrow-key order). @default false */
  disabled?: boolean;
}

export interface MenuProps {
  /** The menu button's text; it also names the menu. */
  label: string;
  /** In display order; typeahead matches their labels' first letters. */
  items: readonly MenuItem[];
  /** Called with the chosen action's id (items without href). */
  onAction?: (action: { id: string }) => void;
  /** Renders link items; it must pass role and tabIndex on to its anchor, as RouterLink does. @default 'a' */
  linkComponent?: LinkComponent;
  /** @default 'secondary' */
  variant?: ButtonVariant;
  /** Which edge of the button the menu lines up with. @default 'start' */
  align?: 'start' | 'end';
  /** @default false */
  disabled?: boolean;
}

type MenuLinkProps = LinkComponentProps & { role?: 'menuitem'; tabIndex?: number };

/** WAI-ARIA menu button: arrows, Home/End and first-letter typeahead move focus; Escape closes. */
export function Menu({ label, items, onAction, linkComponent = 'a', variant = 'secondary', align = 'start', disabled = false }: MenuProps) {
  const Link: ComponentType<MenuLinkProps> | 'a' = linkComponent;
  // Which item takes focus once the menu renders; null while closed.
  const [openAt, setOpenAt] = useState<'first' | 'last' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = openAt !== null;

  const menuItems = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!openAt) return;
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (openAt === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [openAt]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpenAt(null);
    buttonRef.current?.focus();
  }

  function choose(item: MenuItem) {
    if (item.disabled) return;
    close();
    onAction?.({ id: item.id });
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Escape' && open) return close();
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const at = event.key === 'ArrowDown' ? 'first' : 'last';
    if (!open) return setOpenAt(at);
    const all = menuItems();
    (at === 'first' ? all[0] : all[all.length - 1])?.focus();
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      return close();
    }
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    // Space is optional for links in the pattern; it would scroll the page, so it follows the link.
    if (event.key === ' ' && all[at]?.tagName === 'A') {
      event.preventDefault();
      return all[at]!.click();
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = menuKeyTarget(event.key, at, items.map((item) => item.label));
    if (target === undefined) return;
    event.preventDefault();
    all[target]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      // Tab out of the open menu closes it; focus moves on as usual.
      onBlur={(event) => event.relatedTarget && !rootRef.current?.contains(event.relatedTarget) && setOpenAt(null)}
    >
      <Button
        ref={buttonRef}
        id={buttonId}
        variant={variant}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpenAt(open ? null : 'first')}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true" className={styles.caret}>▾</span>
      </Button>
      {open && (
        <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className={styles.menu} data-align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none" onClick={item.href && !item.disabled ? close : undefined}>
              {item.href && !item.disabled ? (
                <Link href={item.href} role="menuitem" tabIndex={-1} className={styles.item}>
                  {item.label}
                </Link>
              ) : (
                <button type="button" role="menuitem" tabIndex={-1} aria-disabled={item.disabled || undefined} className={styles.item} onClick={() => choose(item)}>
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
