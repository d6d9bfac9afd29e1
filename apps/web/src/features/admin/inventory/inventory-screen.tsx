import { useState } from 'react';
import { inventoryFilters, type InventoryFilter, type InventoryItem, type StockAlert } from '@jhatpat/api-client';
import { Badge, Button, Select } from '@jhatpat/ui';
import { Pagination, StockLevelBadge, Table, type TableColumn } from '@jhatpat/ui/staff';
import { stockAlertText } from '../../../shared/admin-live/admin-live-context';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../admin-page.module.css';
import { FlashMessage } from '../flash-message';
import { ListSearch } from '../list-search';
import { useFlash } from '../use-flash';
import { useListParams } from '../use-list-params';
import { AdjustStockDialog } from './adjust-stock-dialog';
import { withAlert, withItem } from './inventory-rows';
import { ReceiveStockDialog } from './receive-stock-dialog';
import { StockHistoryDialog } from './stock-history-dialog';
import { useStockAlerts } from './use-stock-alerts';
import own from './inventory.module.css';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

/** Products per page of the inventory. */
export const INVENTORY_PAGE_SIZE = 20;

const filterLabels: Record<InventoryFilter, string> = { all: 'All products', low: 'Low stock', out: 'Out of stock' };
const filterOptions = inventoryFilters.map((value) => ({ value, label: filterLabels[value] }));
const emptyText: Record<InventoryFilter, string> = { all: 'No products yet', low: 'No product is running low', out: 'Nothing is out of stock' };

type Open = { dialog: 'receive' | 'adjust' | 'history'; item: InventoryItem } | null;

/** Issue 18: the dark store's stock: search and filter, receive, adjust with a reason, each product's history, live alerts. */
export function InventoryScreen() {
  useDocumentTitle('Inventory');
  const api = useApi();
  const { values, page, go } = useListParams({ search: '', level: 'all' });
  const { search } = values;
  const level = inventoryFilters.find((filter) => filter === values.level) ?? 'all';
  const [open, setOpen] = useState<Open>(null);
  const [flash, setFlash] = useFlash();
  const inventory = useLoad(
    `inventory:${search}:${level}:${page}`,
    () => api.inventory.list({ search, level, page, limit: INVENTORY_PAGE_SIZE }),
    'Failed to load the inventory',
  );
  const { alerts, clear } = useStockAlerts((alert: StockAlert) => {
    if (inventory.status === 'ready') inventory.setData(withAlert(inventory.data, alert));
  });

  function done(item: InventoryItem, text: string) {
    if (inventory.status === 'ready') inventory.setData(withItem(inventory.data, item));
    setOpen(null);
    setFlash({ kind: 'success', text });
  }

  const columns: TableColumn<InventoryItem>[] = [
    {
      key: 'name',
      header: 'Product',
      render: (item) => (
        <span className={own.product}>
          <img className={own.picture} src={item.image} alt="" />
          <span>
            {item.name}
            <span className={styles.muted}> · {item.category}</span>
          </span>
        </span>
      ),
    },
    { key: 'onHand', header: 'On hand', align: 'end' },
    { key: 'reserved', header: 'Reserved', align: 'end' },
    { key: 'available', header: 'Available', align: 'end' },
    { key: 'level', header: 'Level', render: (item) => <StockLevelBadge level={item.level} /> },
    {
      key: 'actions',
      header: 'Actions',
      render: (item) => (
        <div className={styles.actions}>
          <Button size="sm" aria-label={`Receive stock: ${item.name}`} onClick={() => setOpen({ dialog: 'receive', item })}>
            Receive
          </Button>
          <Button size="sm" variant="secondary" aria-label={`Adjust stock: ${item.name}`} onClick={() => setOpen({ dialog: 'adjust', item })}>
            Adjust
          </Button>
          <Button size="sm" variant="ghost" aria-label={`Stock history: ${item.name}`} onClick={() => setOpen({ dialog: 'history', item })}>
            History
          </Button>
        </div>
      ),
    },
  ];

  const close = () => setOpen(null);
  return (
    <section className={styles.page} aria-labelledby="inventory-title">
      <div className={own.heading}>
        <h1 id="inventory-title" className={styles.title}>
          Inventory
        </h1>
        {alerts.length > 0 && (
          <Button variant="ghost" size="sm" aria-label={`${alerts.length} new stock alerts: ${alerts.map(stockAlertText).join('; ')}. Mark as seen`} onClick={clear}>
            <Badge tone="danger">{alerts.length}</Badge> new stock {alerts.length === 1 ? 'alert' : 'alerts'}
          </Button>
        )}
      </div>
      <ListSearch label="Search products" initial={search} onSearch={(text) => go({ search: text.trim() })}>
        <Select label="Show" value={level} options={filterOptions} onChange={(event) => go({ level: event.target.value })} />
      </ListSearch>
      <FlashMessage flash={flash} />
      <Table
        caption="Stock by product"
        columns={columns}
        rows={inventory.status === 'ready' ? inventory.data.items : []}
        rowKey={(item) => item.productId}
        loading={inventory.status === 'loading'}
        loadingRows={5}
        error={inventory.status === 'error' ? inventory.error : undefined}
        emptyText={search ? `No products match “${search}”` : emptyText[level]}
      />
      {inventory.status === 'ready' && inventory.data.pagination.pages > 1 && (
        <Pagination page={page} pageCount={inventory.data.pagination.pages} onPageChange={({ page: next }) => go({ page: next })} label="Inventory pages" />
      )}
      <ReceiveStockDialog item={open?.dialog === 'receive' ? open.item : null} onClose={close} onDone={(item) => done(item, `Received stock: ${item.name} now has ${item.available} available`)} />
      <AdjustStockDialog item={open?.dialog === 'adjust' ? open.item : null} onClose={close} onDone={(item) => done(item, `Adjusted stock: ${item.name} now has ${item.available} available`)} />
      <StockHistoryDialog item={open?.dialog === 'history' ? open.item : null} onClose={close} />
    </section>
  );
}
