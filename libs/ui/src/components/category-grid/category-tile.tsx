import { categoryLabel } from '@jhatpat/domain';
import type { LinkComponent } from '../../internal/link';
import styles from './category-grid.module.css';

export interface CategoryTileProps {
  /** The category's path, e.g. "dairy". */
  category: string;
  href: string;
  /** @default categoryLabel(category) */
  label?: string;
  /** Decorative picture; the label names the link. */
  imageUrl?: string;
  /** The router's link, taking `href`. @default 'a' */
  linkComponent?: LinkComponent;
}

export function CategoryTile({ category, href, label = categoryLabel(category), imageUrl, linkComponent: Link = 'a' }: CategoryTileProps) {
  return (
    <Link href={href} className={styles.tile}>
      <span className={styles.picture} aria-hidden="true">
        {imageUrl ? <img src={imageUrl} alt="" className={styles.image} /> : label.slice(0, 1)}
      </span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
