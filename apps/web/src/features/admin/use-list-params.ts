import { useSearchParams } from 'react-router-dom';

/**
 * An admin list's filters and page, kept in the address (so a reload or a shared link shows the same
 * list). A value equal to its default, or empty, stays out of the address; changing any filter goes
 * back to page 1 unless a page is given.
 */
export function useListParams<Key extends string>(defaults: Record<Key, string>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as Key[];
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Record<Key, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);

  function go(next: Partial<Record<Key, string>> & { page?: number }): void {
    const merged = { ...values, ...next };
    const query: Record<string, string> = {};
    for (const key of keys) if (merged[key] && merged[key] !== defaults[key]) query[key] = merged[key];
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query, { replace: true });
  }

  return { values, page, go };
}
