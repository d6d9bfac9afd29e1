import { useState, type FormEvent } from 'react';
import { useTypingHint } from './use-typing-hint';
import styles from './search-bar.module.css';
import { useShopText } from '../../locale/shop-text';

/** docs/product.md §2: the rotating typing hints. */
export const searchHints = ['milk', 'bread', 'eggs', 'paneer', 'rice'] as const;

export interface SearchBarProps {
  /** Called with the trimmed query; never for an empty or blank one (docs/product.md §5). */
  onSearch: (search: { query: string }) => void;
  defaultQuery?: string;
  /** @default searchHints */
  hints?: readonly string[];
  /** Delay between typed letters. @default 100 */
  typingStepMs?: number;
  /** @default 'Search products' */
  label?: string;
}

export function SearchBar({ onSearch, defaultQuery = '', hints = searchHints, typingStepMs = 100, label }: SearchBarProps) {
  const { t } = useShopText();
  const [query, setQuery] = useState(defaultQuery);
  const hint = useTypingHint(hints, typingStepMs);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) onSearch({ query: trimmed });
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        className={styles.input}
        aria-label={label ?? t('Search products')}
        placeholder={t('Search "{hint}"', { hint })}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.submit} aria-label={t('Search')}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
      </button>
    </form>
  );
}
