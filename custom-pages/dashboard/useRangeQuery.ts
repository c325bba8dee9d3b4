import { useApiQuery } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';
import { ANALYTICS_STALE_MS } from '../charts/staleTime';
import { useDashboardRange } from './range/DashboardRange';

/** A dashboard call over the applied range (startDateString/endDateString, both included). */
export function useRangeQuery<K extends EndpointKey>(endpoint: K, extra: Record<string, string | boolean> = {}) {
  const { applied } = useDashboardRange();
  return useApiQuery(endpoint, {
    query: { startDateString: applied.start, endDateString: applied.end, ...extra },
    staleTime: ANALYTICS_STALE_MS,
  });
}
