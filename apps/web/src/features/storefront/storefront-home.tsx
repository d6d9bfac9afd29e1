import { useId } from 'react';
import { categoryImageUrl } from '@jhatpat/api-client';
import { shopCategories, shopRules, type Role } from '@jhatpat/domain';
import { CategoryGrid, useShopText } from '@jhatpat/ui';
import { RouterLink } from '../../shared/router-link';
import { HomeBanners } from './home-banners';
import { HomeProducts } from './home-products';
import { catalogHref } from './storefront-paths';
import styles from './home-screen.module.css';

const categoryImages = Object.fromEntries(shopCategories.map((category) => [category, categoryImageUrl(category)]));

/** The storefront of docs/product.md §2 for a guest or a customer: offers, the 20 categories, then product sections. */
export function StorefrontHome({ role }: { role: Role | null }) {
  const categoriesId = useId();
  const { t } = useShopText();
  return (
    <div className={styles.home}>
      <h1 className={styles.headline}>
        {t('Groceries in {minutes} minutes, across {city}', { minutes: shopRules.deliveryPromiseMinutes, city: t(shopRules.deliveryCity) })}
      </h1>
      <HomeBanners role={role} />
      <section aria-labelledby={categoriesId}>
        <h2 id={categoriesId} className={styles.shelfTitle}>
          {t('Shop by category')}
        </h2>
        <CategoryGrid hrefFor={(category) => catalogHref(role, category)} linkComponent={RouterLink} images={categoryImages} />
      </section>
      <HomeProducts role={role} />
    </div>
  );
}
