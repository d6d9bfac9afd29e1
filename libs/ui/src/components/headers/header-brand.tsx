import type { LinkComponent } from '../../internal/link';
import { useShopText } from '../../locale/shop-text';
import styles from './headers.module.css';

export interface HeaderBrandProps {
  /** @default '/' */
  href?: string;
  linkComponent?: LinkComponent;
}

/** The shop's name, linking home; shared by every header. */
export function HeaderBrand({ href = '/', linkComponent: Link = 'a' }: HeaderBrandProps) {
  const { t } = useShopText();
  return (
    <Link href={href} className={styles.brand} aria-label={t('Jhatpat home')}>
      Jhatpat
    </Link>
  );
}
