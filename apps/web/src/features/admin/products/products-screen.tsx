import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminProduct } from '@jhatpat/api-client';
import { formatRupees, rupeesToPaise } from '@jhatpat/domain';
import { serverMessage } from '@jhatpat/machines';
import { Badge, Button, TextField } from '@jhatpat/ui';
import { Table, type TableColumn } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import { ProductEditDialog } from './product-edit-dialog';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

/** Issue 9 item 2: every product, hidden ones too, to edit or to hide from shoppers (and show again). */
export function ProductsScreen() {
  useDocumentTitle('Products');
  const api = useApi();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<AdminProduct | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [flash, setFlash] = useFlash();
  const products = useLoad('admin-products', () => api.products.list({ includeHidden: true }), 'Failed to load products');

  const shown = useMemo(() => {
    const text = filter.trim().toLowerCase();
    const all = products.status === 'ready' ? products.data : [];
    return text ? all.filter((p) => p.name.toLowerCase().includes(text) || p.category.toLowerCase().includes(text)) : all;
  }, [filter, products]);

  function replace(product: AdminProduct) {
    if (products.status === 'ready') products.setData(products.data.map((p) => (p._id === product._id ? product : p)));
  }

  async function toggleHidden(product: AdminProduct) {
    setBusy(product._id);
    try {
      const changed = await api.products.setHidden(product._id, !product.hidden);
      replace(changed);
      setFlash({ kind: 'success', text: changed.hidden ? `${changed.name} is hidden from shoppers` : `${changed.name} is back on the shelves` });
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to update the product') });
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumn<AdminProduct>[] = [
    { key: 'name', header: 'Name' },
    { key: 'category', header: 'Category' },
    { key: 'price', header: 'Price', align: 'end', render: (p) => formatRupees(rupeesToPaise(p.price)) },
    { key: 'shown', header: 'Shoppers see it', render: (p) => (p.hidden ? <Badge tone="warning">Hidden</Badge> : <Badge tone="success">Shown</Badge>) },
    {
      key: 'actions',
      header: 'Actions',
      render: (p) => (
        <div className={styles.actions}>
          <Button size="sm" variant="secondary" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" aria-label={`${p.hidden ? 'Show' : 'Hide'} ${p.name}`} loading={busy === p._id} onClick={() => void toggleHidden(p)}>
            {p.hidden ? 'Show' : 'Hide'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className={styles.page} aria-labelledby="products-title">
      <h1 id="products-title" className={styles.title}>
        Products
      </h1>
      <div className={styles.toolbar}>
        <TextField label="Find a product" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
        <Link to="/admin/add-product">+ Add Product</Link>
      </div>
      <FlashMessage flash={flash} />
      <Table
        caption="All products"
        columns={columns}
        rows={shown}
        rowKey={(p) => p._id}
        loading={products.status === 'loading'}
        error={products.status === 'error' ? products.error : undefined}
        emptyText={filter.trim() ? `No products match “${filter.trim()}”` : 'No products yet'}
      />
      <ProductEditDialog
        product={editing}
        onClose={() => setEditing(null)}
        onSaved={(product) => {
          replace(product);
          setEditing(null);
          setFlash({ kind: 'success', text: `${product.name} updated` });
        }}
      />
    </section>
  );
}
