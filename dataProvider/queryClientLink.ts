import { useQueryClient, type DefaultOptions, type QueryClient } from '@tanstack/react-query';
import { dropArrays, onInvalidate } from './arrayCache';
import { isNotOffered } from './notOffered';

/** react-query's default: three more tries. */
const DEFAULT_RETRIES = 3;

/** The client's retry rule, except that a missing extension is never asked again (its answer will not change). */
function unlessNotOffered(retry: NonNullable<DefaultOptions['queries']>['retry']) {
  return (failures: number, error: Error): boolean => {
    if (isNotOffered(error)) return false;
    if (typeof retry === 'function') return retry(failures, error);
    if (typeof retry === 'number') return failures < retry;
    return retry ?? failures < DEFAULT_RETRIES;
  };
}

const linked = new WeakSet<QueryClient>();

/**
 * Ties the array cache to react-admin's react-query client, once per client: a refresh (react-admin's
 * refresh button, useRefresh, a resource's invalidation) drops that resource's cached array so the
 * list really refetches, and a mutation made through the data provider refreshes every query; a query
 * failing with NotOfferedError shows at once instead of after the retries' back-off.
 */
export function linkQueryClient(client: QueryClient): void {
  if (linked.has(client)) return;
  linked.add(client);
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: unlessNotOffered(defaults.queries?.retry) } });
  onInvalidate(() => void client.invalidateQueries());
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') dropArrays(String(event.query.queryKey[0]));
  });
}

/** Resource pages and the api hooks call this; the first call links the client. */
export function useLinkedQueryClient(): QueryClient {
  const client = useQueryClient();
  linkQueryClient(client);
  return client;
}
