import { useMutation, useQuery } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import type { EndpointKey } from '../schemas/endpoints';
import { invalidateArrays } from './arrayCache';
import { call, type CallArgs } from './customCalls';
import { currentScope } from './currentScope';
import { useLinkedQueryClient } from './queryClientLink';

export interface ApiQueryOptions {
  params?: CallArgs['params'];
  query?: CallArgs['query'];
  enabled?: boolean;
  /** Milliseconds an answer stays fresh (spec: customer page never stale → Infinity, C&C 60000). */
  staleTime?: number;
}

/** A GET of the access table on react-admin's react-query client, cached per endpoint, params and group. */
export function useApiQuery<T>(endpoint: EndpointKey, options: ApiQueryOptions = {}) {
  const { params, query, enabled, staleTime } = options;
  useLinkedQueryClient();
  return useQuery<T, HttpError>({
    queryKey: ['api', endpoint, params ?? {}, query ?? {}, currentScope()],
    queryFn: () => call<T>(endpoint, { params, query }),
    enabled,
    staleTime,
  });
}

/**
 * A call that changes data; afterwards cached lists and every query refresh. call() sees to that for
 * POST/PUT/DELETE; legacy GETs that change data (groupcode/refreshgroups) are covered here.
 */
export function useApiMutation<T = unknown>(endpoint: EndpointKey) {
  useLinkedQueryClient();
  return useMutation<T, HttpError, CallArgs>({
    mutationFn: (args) => call<T>(endpoint, args),
    onSettled: () => {
      if (endpoint.startsWith('GET ')) invalidateArrays();
    },
  });
}
