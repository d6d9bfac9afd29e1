import { shopCategories } from '@jhatpat/domain';
import type { LinkComponent } from '../../internal/link';
import { CategoryTile } from './category-tile';
import styles from './category-grid.module.css';
import { useShopText } from '../../locale/shop-text';

export interface CategoryGridProps {
  /** @default shopCategories (docs/product.md §2: the 20 categories, in order) */
  categories?: readonly string[];
  /** Guests link to /{path}, customers to /c/{path} (docs/product.md §2). @default category => `/${category}` */
  hrefFor?: (category: string) => string;
  linkComponent?: LinkComponent;
  /** Category → picture URL. */
  images?: Readonly<Record<string, string>>;
  /** Names the list for screen readers. @default 'Shop by category' */
  label?: string;
}

export function CategoryGrid({ categories = shopCategories, hrefFor = (c) => `/${c}`, linkComponent, images = {}, label }: CategoryGridProps) {
  const { t } = useShopText();
  return (
    <ul className={styles.grid} aria-label={label ?? t('Shop by category')}>
      {categories.map((category) => (
        <li key={category}>
          <CategoryTile category={category} href={hrefFor(category)} imageUrl={images[category]} linkComponent={linkComponent} />
        </li>
      ))}
    </ul>
  );
}
