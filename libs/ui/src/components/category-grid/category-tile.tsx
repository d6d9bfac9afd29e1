import { categoryLabel } from '@jhatpat/domain';
import type { LinkComponent } from '../../internal/link';
import styles from './category-grid.module.css';
import { useShopText } from '../../locale/shop-text';

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

export function CategoryTile({ category, href, label: given, imageUrl, linkComponent: Link = 'a' }: CategoryTileProps) {
  const { t } = useShopText();
  // The category's English label is its key in the storefront's dictionary (apps/web/src/shared/locale).
  const label = given ?? t(categoryLabel(category));
  return (
    <Link href={href} className={styles.tile}>
      <span className={styles.picture} aria-hidden="true">
        {imageUrl ? <img src={imageUrl} alt="" className={styles.image} /> : label.slice(0, 1)}
      </span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}
