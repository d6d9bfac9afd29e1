import { AdminTile } from '@jhatpat/ui/staff';
import { RouterLink } from '../../shared/router-link';
import styles from './admin-dashboard-screen.module.css';
import { ProcessorHealthPanel } from './processor-health/processor-health-panel';
import { ShopFiguresPanel } from './shop-figures-panel';
import { useDocumentTitle } from '../../shared/document-title/use-document-title';

// docs/product.md §2 "Admin routes": the six tiles and where each leads, and issue 18's inventory.
const tiles = [
  { title: 'Product Management', description: 'Add products to the catalogue', href: '/admin/add-product' },
  { title: 'User Management', description: 'Search, edit and remove users', href: '/admin/user-management' },
  { title: 'Order Management', description: 'Follow and update orders', href: '/admin/order-management' },
  { title: 'Invoice & Transaction', description: 'Payments and invoices', href: '/admin/transaction-management' },
  { title: 'Delivery Management', description: 'Deliveries and their staff', href: '/admin/delivery-management' },
  { title: 'Notification Banner', description: 'Order notifications', href: '/admin/notification' },
  // Issue 18: the dark store's stock.
  { title: 'Inventory', description: 'Stock, deliveries in and adjustments', href: '/admin/inventory' },
] as const;

export function AdminDashboardScreen() {
  useDocumentTitle('Admin Dashboard');
  return (
    <section aria-labelledby="admin-dashboard-title">
      <h1 id="admin-dashboard-title" className={styles.title}>
        Admin Dashboard
      </h1>
      <ul className={styles.tiles}>
        {tiles.map((tile) => (
          <li key={tile.href}>
            <AdminTile {...tile} linkComponent={RouterLink} />
          </li>
        ))}
      </ul>
      <ShopFiguresPanel />
      <ProcessorHealthPanel />
    </section>
  );
}
