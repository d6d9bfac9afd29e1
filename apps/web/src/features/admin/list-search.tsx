import { useState, type ReactNode } from 'react';
import { Button, TextField } from '@jhatpat/ui';
import styles from './admin-page.module.css';

interface ListSearchProps {
  label: string;
  /** What the list is searched for now (from the address). */
  initial: string;
  onSearch: (text: string) => void;
  /** Filters shown beside the search box. */
  children?: ReactNode;
}

/** An admin list's toolbar: a search box sent with its button (or Enter), and the list's filters. */
export function ListSearch({ label, initial, onSearch, children }: ListSearchProps) {
  const [text, setText] = useState(initial);
  return (
    <form
      role="search"
      className={styles.toolbar}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <TextField label={label} type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <Button type="submit" variant="secondary">
        Search
      </Button>
      {children}
    </form>
  );
}
