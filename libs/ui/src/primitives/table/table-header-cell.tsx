import styles from './table.module.css';

export type TableSortDirection = 'ascending' | 'descending';

export interface TableSort {
  key: string;
  direction: TableSortDirection;
}

interface TableHeaderCellProps {
  column: { key: string; header: string; sortable?: boolean; align?: 'start' | 'end' };
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
}

const arrows = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** A column header; a sortable one holds a button and, while sorted by, aria-sort (APG sortable table). */
export function TableHeaderCell({ column, sort, onSortChange }: TableHeaderCellProps) {
  const direction = sort?.key === column.key ? sort.direction : undefined;
  return (
    <th scope="col" className={styles.header} aria-sort={direction} data-align={column.align}>
      {column.sortable ? (
        <button
          type="button"
          className={styles.sortButton}
          // A second press on the sorted column reverses it; any other column starts ascending.
          onClick={() => onSortChange?.({ key: column.key, direction: direction === 'ascending' ? 'descending' : 'ascending' })}
        >
          {column.header}
          <span aria-hidden="true" className={styles.sortArrow} data-active={direction ? true : undefined}>
            {arrows[direction ?? 'none']}
          </span>
        </button>
      ) : (
        column.header
      )}
    </th>
  );
}
