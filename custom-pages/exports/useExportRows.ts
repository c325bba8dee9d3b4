import { useEffect, useState } from 'react';
import { useApiQuery } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';

type Query = Record<string, string | number>;

/**
 * The rows of an export preview (spec part 2 §4): idle until asked, loading (a progress bar), then
 * rows or the error. `auto`: a change of the query (dates, company) regenerates at once; otherwise
 * only `preview()` does. `enabled` false keeps it idle (a required input still empty).
 */
export function useExportRows<K extends EndpointKey, Q extends Query>(endpoint: K, query: Q, { auto, enabled = true }: { auto: boolean; enabled?: boolean }) {
  const key = JSON.stringify(query);
  const [asked, setAsked] = useState<string | undefined>(auto && enabled ? key : undefined);
  useEffect(() => {
    if (auto && enabled) setAsked(key);
  }, [auto, enabled, key]);
  const askedQuery = asked ? (JSON.parse(asked) as Q) : undefined;
  const result = useApiQuery(endpoint, { query: askedQuery, enabled: asked !== undefined });
  return {
    ...result,
    /** The query the rows were generated for (the range a download posting them back sends along). */
    askedQuery,
    /** Regenerates with the query as it is now (again if unchanged). */
    preview() {
      if (asked === key) void result.refetch();
      else setAsked(key);
    },
    loading: asked !== undefined && result.isFetching,
  };
}
