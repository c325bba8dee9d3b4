import { queryOptions, useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import type { EndpointResponse } from '../schemas/endpointResponses';
import type { EndpointKey } from '../schemas/endpoints';
import { invalidateArrays } from './arrayCache';
import { call, type CallArgs } from './customCalls';
import { currentScope } from './currentScope';
import { useLinkedQueryClient } from './queryClientLink';

export interface ApiQueryOptions {
  params?: CallArgs['params'];
  query?: CallArgs['query'];
  /** The question of a legacy POST that only reads (schemas/endpoints.ts READING_POSTS). */
  body?: CallArgs['body'];
  enabled?: boolean;
  /** Milliseconds an answer stays fresh (spec: customer page never stale → Infinity, C&C 60000). */
  staleTime?: number;
  /** Fetch again every so many milliseconds while shown (counts others change). */
  refetchInterval?: number;
}

/**
 * A reading call of the access table (a GET, or a legacy POST that only reads) as a react-query query,
 * cached per endpoint, params and group; its data is the endpoint's answer type
 * (schemas/endpointResponses.ts). For useApiQuery, and for prefetching a page's first calls.
 */
export function apiQuery<K extends EndpointKey>(endpoint: K, options: ApiQueryOptions = {}) {
  const { params, query, body, enabled, staleTime, refetchInterval } = options;
  return queryOptions<EndpointResponse<K>, HttpError>({
    queryKey: ['api', endpoint, params ?? {}, query ?? {}, body ?? null, currentScope()],
    queryFn: () => call(endpoint, { params, query, body }),
    enabled,
    staleTime,
    refetchInterval,
  });
}

/** apiQuery on react-admin's react-query client. */
export function useApiQuery<K extends EndpointKey>(endpoint: K, options: ApiQueryOptions = {}) {
  return usePreparedApiQuery(apiQuery(endpoint, options));
}

/** A query made by apiQuery beforehand (one that is also prefetched), on react-admin's react-query client. */
export function usePreparedApiQuery<T>(query: UseQueryOptions<T, HttpError, T, readonly unknown[]>) {
  useLinkedQueryClient();
  return useQuery(query);
}

/**
 * A call that changes data; afterwards cached lists and every query refresh. call() sees to that for
 * POST/PUT/DELETE; legacy GETs that change data (groupcode/refreshgroups) are covered here.
 */
export function useApiMutation<K extends EndpointKey>(endpoint: K) {
  useLinkedQueryClient();
  return useMutation<EndpointResponse<K>, HttpError, CallArgs>({
    mutationFn: (args) => call(endpoint, args),
    onSettled: () => {
      if (endpoint.startsWith('GET ')) invalidateArrays();
    },
  });
}
