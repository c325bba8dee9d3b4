import { useApiQuery } from '../../dataProvider';
import type { EndpointKey } from '../../schemas/endpoints';
import { useCustomer } from './customerRecord';

/** The customer page's GET endpoints: one customer each, by debnr. */
export type CustomerEndpoint = Extract<EndpointKey, `GET ${string}/{debnr}`>;

/**
 * A GET of the page's customer. Never considered stale (spec part 1 §9): it loads once per customer
 * and refetches only after a mutation (useApiMutation invalidates every query).
 */
export function useCustomerQuery<T>(endpoint: CustomerEndpoint, options: { enabled?: boolean } = {}) {
  const { debnr } = useCustomer();
  return useApiQuery<T>(endpoint, { params: { debnr }, staleTime: Infinity, enabled: options.enabled });
}
