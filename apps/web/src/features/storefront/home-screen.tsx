import { Link } from 'react-router-dom';
import { categoryLabel, shopCategories } from '@jhatpat/domain';
import styles from './home-screen.module.css';

export function HomeScreen() {
  return (
    <section aria-labelledby="shop-by-category">
      <h1 id="shop-by-category" className={styles.title}>
        Shop by category
      </h1>
      <ul className={styles.grid}>
        {shopCategories.map((category) => (
          <li key={category}>
            <Link className={styles.tile} to={`/${category}`}>
              {categoryLabel(category)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
