import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HttpError } from 'react-admin';
import { useApiQuery, type ApiQueryOptions } from '../../dataProvider';
import { DECO_COMPANY } from '../../schemas/companies';
import type { EndpointAnswering } from '../../schemas/endpointResponses';
import type { EndpointKey } from '../../schemas/endpoints';
import type { CustomerTurnover } from '../../schemas/entities/customerTurnover';
import { useCustomer } from './customerRecord';

/** The customer page's GET endpoints: one customer each, by debnr. */
export type CustomerEndpoint = Extract<EndpointKey, `GET ${string}/{debnr}`>;

/** The customer chart's turnover source: tenant 4 has its own. */
export function turnoverEndpoint(companyId: number): Extract<CustomerEndpoint, EndpointAnswering<CustomerTurnover>> {
  return companyId === DECO_COMPANY ? 'GET hbxdeco/GetTurnoverByCustomer/{debnr}' : 'GET customer/getturnover/{debnr}';
}

/**
 * What the page reads as soon as it opens (the back orders of the dialog wait until it is opened);
 * the turnover source once the tenant is known.
 */
export function pageEndpoints(companyId: number | undefined): CustomerEndpoint[] {
  return [
    'GET customer/getcustomer/{debnr}',
    'GET customer/gettodaysturnover/{debnr}',
    'GET customer/getunpaid/{debnr}',
    ...(companyId === undefined ? [] : [turnoverEndpoint(companyId)]),
    'GET customer/getdeparturehistory/{debnr}',
    'GET customer/getinvoices/{debnr}',
    'GET customer/GetWeblogVisits/{debnr}',
    'GET customer/getcomments/{debnr}',
  ];
}

const ALL_ENDPOINTS: CustomerEndpoint[] = [...new Set([...pageEndpoints(0), ...pageEndpoints(DECO_COMPANY)])];

/** 400 (not a debnr) and 404 (missing or in another debtor group) do not change by asking again. */
export const isClientError = (error: HttpError) => error.status === 400 || error.status === 404;

/**
 * How the customer's calls retry. Without this, react-query retries a 404 three times (about 7 s)
 * before the page can say the customer is not there; and each section mounting after a call failed
 * (past its retries) would ask again: the page's refresh asks again instead.
 */
export function setCustomerQueryDefaults(client: QueryClient): void {
  for (const endpoint of ALL_ENDPOINTS) {
    client.setQueryDefaults(['api', endpoint], { retry: (failures, error) => !isClientError(error as HttpError) && failures < 3, retryOnMount: false });
  }
}

export function useCustomerQueryDefaults(): void {
  const client = useQueryClient();
  useMemo(() => setCustomerQueryDefaults(client), [client]);
}

/**
 * How a GET of one customer is asked. Never considered stale (spec part 1 §9): it loads once per
 * customer and refetches only after a mutation (useApiMutation invalidates every query).
 */
export const customerQueryOptions = (debnr: string, options: { enabled?: boolean } = {}): ApiQueryOptions => ({
  params: { debnr },
  staleTime: Infinity,
  enabled: options.enabled,
});

/** A GET of one customer. */
export function useCustomerQueryOf<K extends CustomerEndpoint>(debnr: string, endpoint: K, options: { enabled?: boolean } = {}) {
  return useApiQuery(endpoint, customerQueryOptions(debnr, options));
}

/** A GET of the page's customer (the record in context). */
export function useCustomerQuery<K extends CustomerEndpoint>(endpoint: K, options: { enabled?: boolean } = {}) {
  return useCustomerQueryOf(useCustomer().debnr, endpoint, options);
}
