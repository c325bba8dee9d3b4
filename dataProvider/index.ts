import type { DataProvider } from 'react-admin';
import { call, callWithStatus, download } from './customCalls';
import { resourceProvider } from './resourceProvider';

/**
 * The app's one data provider.
 *
 * - react-admin methods (getList, getOne, create, update, delete, ...) map onto the legacy endpoints
 *   a resource declares (see resources/); array endpoints are filtered, sorted and paged in the
 *   browser by the query engine and cached per resource and current group until a mutation.
 * - `dataProvider.call('GET customer/getcustomer/{debnr}', { params: { debnr }, query, body })`:
 *   any endpoint of schemas/endpoints.ts, typed by its key; non-GET calls invalidate cached lists.
 *   `callWithStatus(...)` also answers the HTTP status.
 * - `dataProvider.download('POST unpaid/downloadUnpaid', { body }, datedFileName('Unpaid_', 'xlsx'))`:
 *   fetches a file answer and saves it under the given name.
 * - In components: `useApiQuery('GET manager/getcredits', { staleTime })` and
 *   `useApiMutation('POST customer/submitcomment/{debnr}').mutate({ params, body })` run on
 *   react-admin's react-query client, keyed by endpoint, params and current group; any mutation
 *   (these hooks, `call`, react-admin's create/update/delete) refetches every query, and a
 *   react-admin refresh really refetches cached lists.
 * - An extension (schemas/extensions.ts) the back office answers 404/405/501 to rejects with
 *   NotOfferedError and is not asked again this session: `isNotOffered(error)`, `useOffered(endpoint)`.
 */
export type CrmDataProvider = DataProvider & { call: typeof call; callWithStatus: typeof callWithStatus; download: typeof download };

export const dataProvider: CrmDataProvider = { ...resourceProvider, call, callWithStatus, download };

export { call, callWithStatus, download, type CallArgs } from './customCalls';
export { datedFileName, saveBlob } from './saveBlob';
export { apiQuery, useApiMutation, useApiQuery, usePreparedApiQuery, type ApiQueryOptions } from './hooks';
export { useLinkedQueryClient } from './queryClientLink';
export { registerResources, type ResourceBinding, type EndpointBinding } from './resourceRegistry';
export { invalidateArrays } from './arrayCache';
export { isNotOffered, isOffered, useOffered, NotOfferedError } from './notOffered';
export { listFreshMs, preloadList } from './resourceProvider';
