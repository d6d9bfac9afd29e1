import type { ParkedEvent } from '@jhatpat/api-client';
import { Button } from '@jhatpat/ui';
import { Table, type TableColumn } from '@jhatpat/ui/staff';
import { useState } from 'react';
import { serverMessage } from '@jhatpat/machines';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import { FlashMessage } from '../flash-message';
import { useFlash } from '../use-flash';
import styles from './processor-health-panel.module.css';
import { shopDateTime } from '../../../shared/format/shop-time';

/** The events processors gave up on; an admin retries each once its cause is fixed. */
export function ParkedEventsTable({ onChange }: { onChange: () => void }) {
  const api = useApi();
  const [retrying, setRetrying] = useState<string | null>(null);
  const [flash, setFlash] = useFlash();
  const parked = useLoad('parked-events', () => api.health.parkedEvents({ limit: 100 }), 'Failed to load the parked events');

  async function retry(event: ParkedEvent) {
    setRetrying(event.id);
    try {
      const after = await api.health.retryParkedEvent(event.id);
      setFlash(
        after.status === 'resolved'
          ? { kind: 'success', text: `Event ${event.id} (${event.eventType}) went through ${event.processorId} and is resolved.` }
          : { kind: 'error', text: `Event ${event.id} failed again: ${after.error}` },
      );
    } catch (error) {
      setFlash({ kind: 'error', text: serverMessage(error, 'Failed to retry the event') });
    } finally {
      setRetrying(null);
      // The list is read again in place (no loading rows), so the outcome above it stays in view.
      api.health.parkedEvents({ limit: 100 }).then(parked.setData, parked.reload);
      onChange();
    }
  }

  const columns: TableColumn<ParkedEvent>[] = [
    { key: 'id', header: 'No.', align: 'end' },
    { key: 'event', header: 'Event', render: (e) => `${e.eventType} on ${e.streamId}` },
    { key: 'processorId', header: 'Processor' },
    { key: 'attempts', header: 'Tries', align: 'end' },
    { key: 'error', header: 'Last error' },
    { key: 'lastFailedAt', header: 'Last failed', render: (e) => shopDateTime.format(new Date(e.lastFailedAt)) },
    {
      key: 'retry',
      header: 'Action',
      render: (e) => (
        <Button size="sm" variant="secondary" loading={retrying === e.id} onClick={() => retry(e)} aria-label={`Retry event ${e.id}`}>
          Retry
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.parked} aria-labelledby="parked-title">
      <h3 id="parked-title" className={styles.subtitle}>
        Parked events
      </h3>
      <FlashMessage flash={flash} />
      <Table
        caption="Events the processors gave up on, newest first"
        hideCaption
        columns={columns}
        rows={parked.status === 'ready' ? parked.data.parked : []}
        rowKey={(e) => e.id}
        loading={parked.status === 'loading'}
        error={parked.status === 'error' ? parked.error : undefined}
        emptyText="No parked events"
      />
    </section>
  );
}
