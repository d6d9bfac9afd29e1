import type { LinkComponent } from '../../internal/link';
import styles from './admin-tile.module.css';

export interface AdminTileProps {
  title: string;
  description: string;
  href: string;
  linkComponent?: LinkComponent;
}

/** One of the admin dashboard's six tiles (docs/product.md §2): the whole tile is the link. */
export function AdminTile({ title, description, href, linkComponent: Link = 'a' }: AdminTileProps) {
  return (
    <Link href={href} className={styles.tile}>
      <span className={styles.title}>{title}</span>
      <span className={styles.description}>{description}</span>
    </Link>
  );
}
