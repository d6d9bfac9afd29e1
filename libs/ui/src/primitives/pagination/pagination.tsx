import type { ReactNode } from 'react';
import { pageRange } from './page-range';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The shown page, counted from 1. */
  page: number;
  /** How many pages there are; the caller works it out from its page size (docs/product.md §9: 10 for admin lists). */
  pageCount: number;
  /** Called with the wanted page; never with the current one or one out of range. */
  onPageChange: (change: { page: number }) => void;
  /** Names the navigation landmark. @default 'Pagination' */
  label?: string;
}

/** Previous, numbered pages and Next for a list paged by the caller; renders nothing without pages. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (pageCount < 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  // Also what keeps the disabled ends inert: they stay clickable so that they keep focus.
  const go = (to: number) => to !== current && to >= 1 && to <= pageCount && onPageChange({ page: to });

  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          <PageButton disabled={current === 1} onClick={() => go(current - 1)}>
            Previous
          </PageButton>
        </li>
        {pageRange(current, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton current={item === current} label={`Page ${item}`} onClick={() => go(item)}>
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton disabled={current === pageCount} onClick={() => go(current + 1)}>
            Next
          </PageButton>
        </li>
      </ul>
      <p className={styles.status} aria-live="polite">
        Page {current} of {pageCount}
      </p>
    </nav>
  );
}

interface PageButtonProps {
  children: ReactNode;
  onClick: () => void;
  label?: string;
  current?: boolean;
  disabled?: boolean;
}

function PageButton({ children, onClick, label, current = false, disabled = false }: PageButtonProps) {
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      // aria-disabled, not disabled: Next pressed into the last page keeps keyboard focus where it was.
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
