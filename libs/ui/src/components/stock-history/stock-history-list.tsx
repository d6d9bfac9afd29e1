import styles from './stock-history-list.module.css';

export type StockMovementKind = 'received' | 'adjusted' | 'reserved' | 'released' | 'picked';

/** One event of a product's stock stream, as the admin reads it. */
export interface StockMovement {
  /** The event's place in the log: unique, and the list's key. */
  position: string | number;
  kind: StockMovementKind;
  /** Units; an adjustment's is signed (negative removed). */
  quantity: number;
  reason?: string;
  note?: string;
  orderId?: string;
  /** The order's number as every screen shows it (JP-000123). */
  orderNumber?: string;
  by?: { name: string };
  /** ISO time. */
  at: string;
}

export interface StockHistoryListProps {
  /** Newest first, as the server pages them. */
  movements: readonly StockMovement[];
  /** @default 'Stock history' */
  label?: string;
}

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${Math.abs(n)}` : '0');

/** What the movement did, in the dark store's words, with its effect on the shelf. */
function describe({ kind, quantity, reason, orderId, orderNumber }: StockMovement): { title: string; change: string } {
  const order = orderId ? ` · order #${orderNumber ?? orderId}` : '';
  switch (kind) {
    case 'received':
      return { title: 'Received', change: signed(quantity) };
    case 'adjusted':
      return { title: `Adjusted${reason ? ` (${reason})` : ''}`, change: signed(quantity) };
    case 'reserved':
      return { title: `Reserved${order}`, change: `${quantity} held` };
    case 'released':
      return { title: `Released${order}`, change: `${quantity} back` };
    case 'picked':
      return { title: `Picked${order}`, change: signed(-quantity) };
  }
}

/** Issue 18: a product's stock stream, newest first: what moved, by whom, when, and why. */
export function StockHistoryList({ movements, label = 'Stock history' }: StockHistoryListProps) {
  return (
    <ol className={styles.list} aria-label={label}>
      {movements.map((movement) => {
        const { title, change } = describe(movement);
        return (
          <li key={movement.position} className={styles.movement} data-kind={movement.kind}>
            <span className={styles.title}>{title}</span>
            <span className={styles.change}>{change}</span>
            <span className={styles.meta}>
              <time dateTime={movement.at}>{when.format(new Date(movement.at))}</time>
              {movement.by && ` · ${movement.by.name}`}
            </span>
            {movement.note && <span className={styles.note}>{movement.note}</span>}
          </li>
        );
      })}
    </ol>
  );
}
