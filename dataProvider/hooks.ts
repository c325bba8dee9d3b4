import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { HttpError } from 'react-admin';
import type { EndpointKey } from '../schemas/endpoints';
import { onInvalidate } from './arrayCache';
import { call, type CallArgs } from './customCalls';
import { currentScope } from './currentScope';

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
  return useQuery<T, HttpError>({
    queryKey: ['api', endpoint, params ?? {}, query ?? {}, currentScope()],
    queryFn: () => call<T>(endpoint, { params, query }),
    enabled,
    staleTime,
  });
}

/** A mutating call; on success every query refetches (lists refresh after changes). */
export function useApiMutation<T = unknown>(endpoint: EndpointKey) {
  const client = useQueryClient();
  return useMutation<T, HttpError, CallArgs>({
    mutationFn: (args) => call<T>(endpoint, args),
    onSettled: () => client.invalidateQueries(),
  });
}

/** Mount once under <Admin>: data-provider mutations also refresh react-query answers. */
export function useInvalidateQueriesOnMutation(): void {
  const client = useQueryClient();
  useEffect(() => onInvalidate(() => void client.invalidateQueries()), [client]);
}
