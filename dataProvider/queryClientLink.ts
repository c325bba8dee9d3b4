import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dropArrays, onInvalidate } from './arrayCache';

const linked = new WeakSet<QueryClient>();

/**
 * Ties the array cache to react-admin's react-query client, once per client: a refresh (react-admin's
 * refresh button, useRefresh, a resource's invalidation) drops that resource's cached array so the
 * list really refetches, and a mutation made through the data provider refreshes every query.
 */
export function linkQueryClient(client: QueryClient): void {
  if (linked.has(client)) return;
  linked.add(client);
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
