import type { QueryClient } from '@tanstack/react-query';
import { getQuery, parseQueryFromLocation, type GetListParams } from 'react-admin';
import { dataProvider, preloadList } from '../../../dataProvider';
import { appStore } from '../../../ui/appStore';
import type { CompiledResource } from '../compiledResource';

/** react-admin's own defaults (useListController) where a declaration sets no sort or page size. */
const DEFAULT_SORT = { field: 'id', order: 'ASC' } as const;
const DEFAULT_PER_PAGE = 10;

/**
 * The parameters the generated list (ListBase in GenericList) opens with at this address: react-admin's
 * own merge (getQuery) of the address's query, the list's stored parameters and the declaration's defaults.
 */
export function openingParams(resource: CompiledResource, search: string): GetListParams {
  const { name, list } = resource.declaration;
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: appStore.getItem(`${name}.listParams`),
    filterDefaultValues: undefined,
    sort: list?.sort ?? DEFAULT_SORT,
    perPage: list?.perPage ?? DEFAULT_PER_PAGE,
  });
  return { pagination: { page: query.page, perPage: query.perPage }, sort: { field: query.sort, order: query.order }, filter: { ...query.filter }, meta: undefined };
}

/**
 * The app opens on a resource's list: its array is fetched now, and for the generated list its first
 * page is asked for ahead (prefetchListPage). ListBase then renders its rows as soon as they are there,
 * rather than starting the query once mounted and past the auth checks and rendering the whole page again
 * when they come.
 */
export function prefetchFirstPage(resource: CompiledResource, queryClient: QueryClient, search = location.search): void {
  const { name } = resource.declaration;
  // A list of its own making asks in its own way: only its array is fetched ahead (getList below fetches it too).
  if (resource.views.list || resource.list.source) return preloadList(name);
  prefetchListPage(queryClient, name, openingParams(resource, search));
}

/**
 * A page of a generated list, asked for under react-admin's own query key (useGetList's) before the list asks:
 * the list then finds it there. A failed ask is forgotten: the list asks again itself.
 */
export function prefetchListPage(queryClient: QueryClient, name: string, params: GetListParams): void {
  const queryKey = [name, 'getList', params];
  queryClient
    .fetchQuery({
      queryKey,
      // The shape of useGetList's answer.
      queryFn: () => dataProvider.getList(name, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    })
    .catch(() => queryClient.removeQueries({ queryKey, exact: true }));
}
