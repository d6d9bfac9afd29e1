import { useState } from 'react';
import type { InventoryItem } from '@jhatpat/api-client';
import { Dialog, EmptyState, ErrorState, Spinner } from '@jhatpat/ui';
import { Pagination, StockHistoryList } from '@jhatpat/ui/staff';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';

/** Movements per page of a product's history. */
export const HISTORY_PAGE_SIZE = 10;

/** Issue 18: a product's stock stream, newest first, a page at a time. */
export function StockHistoryDialog({ item, onClose }: { item: InventoryItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} title={item ? `Stock history: ${item.name}` : 'Stock history'} onClose={onClose}>
      {item && <StockHistory key={item.productId} item={item} />}
    </Dialog>
  );
}

function StockHistory({ item }: { item: InventoryItem }) {
  const api = useApi();
  const [page, setPage] = useState(1);
  const history = useLoad(
    `stock-history:${item.productId}:${page}`,
    () => api.inventory.history(item.productId, { page, limit: HISTORY_PAGE_SIZE }),
    'Failed to load the stock history',
  );
  if (history.status === 'loading') return <Spinner label="Loading the stock history" />;
  if (history.status === 'error') return <ErrorState title={history.error} headingLevel={3} retryLabel="Try again" onRetry={history.reload} />;
  if (history.data.entries.length === 0) return <EmptyState headingLevel={3} title="No stock movements yet" description="Receive stock to start this product's history." />;
  return (
    <>
      <StockHistoryList movements={history.data.entries} label={`Stock history of ${item.name}`} />
      {history.data.pagination.pages > 1 && (
        <Pagination page={page} pageCount={history.data.pagination.pages} onPageChange={({ page: next }) => setPage(next)} label="History pages" />
      )}
    </>
  );
}
