import { useId, type ReactNode } from 'react';
import { classNames } from '../../internal/class-names';
import hidden from '../../internal/visually-hidden.module.css';
import { Skeleton } from '../skeleton/skeleton';
import { TableHeaderCell, type TableSort } from './table-header-cell';
import styles from './table.module.css';

interface TableColumnBase {
  header: string;
  /** Puts a sort button in the header; the caller orders the rows in onSortChange. @default false */
  sortable?: boolean;
  /** 'end' for amounts and counts, so digits line up. @default 'start' */
  align?: 'start' | 'end';
}

/** A column shows `row[key]` unless it has its own render; keys not on the row need a render. */
export type TableColumn<Row> =
  | (TableColumnBase & { key: Extract<keyof Row, string>; render?: (row: Row) => ReactNode })
  | (TableColumnBase & { key: string; render: (row: Row) => ReactNode });

export interface TableProps<Row> {
  /** Names the table (and its scroll region). */
  caption: string;
  /** Keeps the caption for assistive tech only, when a heading above already says it. @default false */
  hideCaption?: boolean;
  /** In display order; each header is a column header (scope=col). */
  columns: readonly TableColumn<Row>[];
  /** Shown in the order given: sorting and paging are the caller's (often the server's). */
  rows: readonly Row[];
  /** A stable key per row, e.g. its id. */
  rowKey: (row: Row) => string;
  /** The column the rows are sorted by; announced with aria-sort. */
  sort?: TableSort;
  /** Called with the wanted column and direction when a sort button is pressed. */
  onSortChange?: (sort: TableSort) => void;
  /** Marks the table busy and shows skeleton rows instead of the rows. @default false */
  loading?: boolean;
  /** How many skeleton rows; match the page size to keep the layout still. @default 3 */
  loadingRows?: number;
  /** Shown in one full-width row when there are no rows. @default 'Nothing to show yet' */
  emptyText?: ReactNode;
  /** Replaces the rows with why they could not be shown (and, say, a Retry button). */
  error?: ReactNode;
}

/** A data table: caption, column headers with optional sorting, and loading, empty and error rows. */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  loading = false,
  loadingRows = 3,
  emptyText = 'Nothing to show yet',
  error,
}: TableProps<Row>) {
  const captionId = useId();
  const state = loading ? 'loading' : error ? 'error' : rows.length === 0 ? 'empty' : undefined;

  return (
    // A focusable region lets keyboard users scroll a table wider than a phone screen.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroll}>
      <table className={styles.table} aria-busy={loading || undefined} data-state={state}>
        <caption id={captionId} className={classNames(styles.caption, hideCaption && hidden.visuallyHidden)}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} column={column} sort={sort} onSortChange={onSortChange} />
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, i) => (
              <tr key={i} data-skeleton>
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell}>
                    <Skeleton width="70%" />
                  </td>
                ))}
              </tr>
            ))
          ) : error || rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.message}>
                {error ?? emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={styles.cell} data-align={column.align}>
                    {column.render ? column.render(row) : String(row[column.key as keyof Row] ?? '')}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
