import { useState } from 'react';
import { moneyCsvFileName, moneyCsvUrl, type MoneyRange } from '@jhatpat/api-client';
import { serverMessage } from '@jhatpat/machines';
import { useApi } from '../../../shared/services/shop-services';
import styles from '../audit.module.css';

/**
 * "Download CSV": a link to the report's CSV, fetched with the signed-in user's token (the API takes no
 * cookie, so the browser cannot follow the link by itself) and saved under the API's file name.
 */
export function MoneyCsvLink({ range }: { range: MoneyRange }) {
  const api = useApi();
  const [state, setState] = useState<{ busy: boolean; said: string | null; failed: boolean }>({ busy: false, said: null, failed: false });

  async function download() {
    setState({ busy: true, said: null, failed: false });
    try {
      const csv = await api.audit.moneyCsv(range);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const save = Object.assign(document.createElement('a'), { href: url, download: moneyCsvFileName(range) });
      save.click();
      URL.revokeObjectURL(url);
      setState({ busy: false, said: `Downloaded ${moneyCsvFileName(range)}`, failed: false });
    } catch (error) {
      setState({ busy: false, said: serverMessage(error, 'Failed to download the CSV'), failed: true });
    }
  }

  return (
    <p className={styles.form}>
      <a
        href={moneyCsvUrl(range)}
        download={moneyCsvFileName(range)}
        aria-busy={state.busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!state.busy) void download();
        }}
      >
        Download CSV
      </a>
      {state.said && (
        <span role={state.failed ? 'alert' : 'status'} className={styles.muted}>
          {state.said}
        </span>
      )}
    </p>
  );
}
