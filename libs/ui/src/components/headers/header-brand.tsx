import type { LinkComponent } from '../../internal/link';
import styles from './headers.module.css';

export interface HeaderBrandProps {
  /** @default '/' */
  href?: string;
  linkComponent?: LinkComponent;
}

/** The shop's name, linking home; shared by every header. */
export function HeaderBrand({ href = '/', linkComponent: Link = 'a' }: HeaderBrandProps) {
  return (
    <Link href={href} className={styles.brand} aria-label="Jhatpat home">
      Jhatpat
    </Link>
  );
}
