import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { MoneyRange, MoneyReport } from '@jhatpat/api-client';
import { formatRupees } from '@jhatpat/domain';
import { Button, EmptyState, ErrorState, Skeleton, TextField } from '@jhatpat/ui';
import { useLoad } from '../../../shared/data/use-load';
import { useApi } from '../../../shared/services/shop-services';
import factList from '../../../shared/fact-list.module.css';
import styles from '../audit.module.css';
import { MoneyChart, moneySeries } from './money-chart';
import { MoneyCsvLink } from './money-csv-link';
import { lastSevenDays, rangeProblem } from './money-range';
import { MoneyDaysTable, MoneyExceptionsTable } from './money-tables';
import { useDocumentTitle } from '../../../shared/document-title/use-document-title';

/** Issue 14: money per IST day for auditors — captured, refunded, cash, outstanding — and the orders that are off. */
export function MoneyScreen() {
  useDocumentTitle('Money');
  const api = useApi();
  const [params, setParams] = useSearchParams();
  // The range lives in the address, so a report can be shared; the last 7 days when none is given.
  const fallback = lastSevenDays();
  const range: MoneyRange = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const report = useLoad(`money:${range.from}:${range.to}`, () => api.audit.money(range), 'Failed to load the money report');

  return (
    <section className={styles.page} aria-labelledby="money-title">
      <p>
        <Link to="/audit">← Audit</Link>
      </p>
      <h1 id="money-title" className={styles.title}>
        Money
      </h1>
      <form
        className={styles.form}
        aria-label="Days"
        onSubmit={(event) => {
          event.preventDefault();
          const why = rangeProblem(draft);
          setProblem(why);
          if (!why) setParams({ from: draft.from, to: draft.to });
        }}
      >
        <TextField label="From" type="date" value={draft.from} error={problem ?? undefined} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <TextField label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {report.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label="Loading the money report">
          <Skeleton width="40%" />
          <Skeleton width="100%" height="10rem" />
        </div>
      )}
      {report.status === 'error' && <ErrorState title={report.error} onRetry={report.reload} retryLabel="Try Again" />}
      {report.status === 'ready' && <Report report={report.data} />}
    </section>
  );
}

function Report({ report }: { report: MoneyReport }) {
  const range = { from: report.from, to: report.to };
  const moved = report.days.some((d) => moneySeries.some((s) => d[s.key] !== 0));
  return (
    <>
      <MoneyCsvLink range={range} />
      <section aria-labelledby="money-totals-title">
        <h2 id="money-totals-title">
          Totals, {report.from} to {report.to}
        </h2>
        <dl className={factList.facts}>
          {moneySeries.map((s) => (
            <div key={s.key} style={{ display: 'contents' }}>
              <dt>{s.label}</dt>
              <dd>{formatRupees(report.totals[s.key])}</dd>
            </div>
          ))}
        </dl>
      </section>
      {moved ? (
        <>
          <MoneyChart days={report.days} />
          <MoneyDaysTable days={report.days} totals={report.totals} />
        </>
      ) : (
        <EmptyState title="No money moved in these days" description="Nothing was captured, refunded or collected, and no order placed then is owed anything." />
      )}
      <section aria-labelledby="money-exceptions-title">
        <h2 id="money-exceptions-title">Exceptions</h2>
        <MoneyExceptionsTable exceptions={report.exceptions} />
      </section>
    </>
  );
}
