import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { askArray, cachedArray, invalidateArrays, type ArraySource } from './arrayCache';
import { requestFor } from './endpointRequest';
import { apiFetch, apiFetchBytes } from './http';
import type { ListQuery, Row } from './queryEngine';
import { bindingOf, type ResourceBinding, type ResourceEndpointName } from './resourceRegistry';
import { withId } from './rowId';
import { keepSameRows } from './sameRows';

/**
 * react-admin's data provider over the legacy endpoints each resource declares. Array endpoints are
 * fetched once and queried in the browser (filter, sort, page: in the array worker, which sends back one
 * page of rows); every mutation invalidates the cache.
 */
const DEFAULT_CACHE_SECONDS = 60;

function endpoint(binding: ResourceBinding, name: ResourceEndpointName) {
  const found = binding.endpoints[name];
  if (!found) throw new HttpError(`Resource '${binding.name}' has no ${name} endpoint`, 405);
  return found;
}

/** How long a resource's fetched list array (and so any page of it) is used before it is fetched again. */
export function listFreshMs(resource: string): number {
  return (bindingOf(resource).cacheSeconds ?? DEFAULT_CACHE_SECONDS) * 1000;
}

/** The resource's list array: its JSON bytes go to the array store as they came, decoded and parsed there. */
function listSource(resource: string): ArraySource {
  const binding = bindingOf(resource);
  return {
    staleMs: listFreshMs(resource),
    idField: binding.id,
    fetchBytes: (held) => apiFetchBytes(requestFor(endpoint(binding, 'list'), {}), held),
  };
}

/** One page of the list and its total. Rows typed `any`: react-admin's methods are generic in the record type of each call. */
async function queryList(resource: string, query: ListQuery): Promise<{ data: any[]; total: number }> {
  const { data, total } = await askArray(resource, listSource(resource), (key) => ({ op: 'query', key, query }));
  return { data: keepSameRows(resource, data), total };
}

function pickRows(resource: string, ids: readonly Identifier[]): Promise<any[]> {
  return askArray(resource, listSource(resource), (key) => ({ op: 'pick', key, ids: ids.map(String) }));
}

/**
 * Starts fetching a resource's list array ahead of its list page asking for it (the app opening on that
 * page). A failed fetch is not kept: the page's own getList asks again and reports the error.
 */
export function preloadList(resource: string): void {
  cachedArray(resource, listSource(resource)).catch(() => undefined);
}

async function mutate(resource: string, name: ResourceEndpointName, id: unknown, record: Row, meta: any): Promise<unknown> {
  const binding = bindingOf(resource);
  try {
    const request = requestFor(endpoint(binding, name), { id, idField: binding.id, record, query: meta?.query });
    return await apiFetch({ ...request, idempotencyKey: meta?.idempotencyKey });
  } finally {
    invalidateArrays();
  }
}

/** The saved record: the api's answer when it sends the record back, else what was sent. */
function saved(resource: string, sent: Row, answer: unknown): RaRecord {
  const binding = bindingOf(resource);
  const merged = answer && typeof answer === 'object' && !Array.isArray(answer) ? { ...sent, ...(answer as Row) } : sent;
  return withId(binding.id, merged, Number(sent.id ?? 0)) as RaRecord;
}

export const resourceProvider: DataProvider = {
  getList(resource, params) {
    return queryList(resource, { filter: params.filter, sort: params.sort, pagination: params.pagination });
  },
  async getOne(resource, { id }) {
    const binding = bindingOf(resource);
    if (binding.endpoints.one) {
      const row = await apiFetch<Row>(requestFor(binding.endpoints.one, { id, idField: binding.id }));
      return { data: withId(binding.id, row, Number(id)) as any };
    }
    const [found] = await pickRows(resource, [id]);
    if (!found) throw new HttpError('Not found', 404);
    return { data: found };
  },
  async getMany(resource, { ids }) {
    return { data: await pickRows(resource, ids) };
  },
  getManyReference(resource, params) {
    const filter = { ...params.filter, [params.target]: params.id };
    return queryList(resource, { filter, sort: params.sort, pagination: params.pagination });
  },
  async create(resource, { data, meta }) {
    // A form passes one key per submission (kept across its retries); any other create gets its own.
    const answer = await mutate(resource, 'create', undefined, data, { ...meta, idempotencyKey: meta?.idempotencyKey ?? crypto.randomUUID() });
    return { data: saved(resource, data, answer) } as any;
  },
  async update(resource, { id, data, previousData, meta }) {
    // The version the edit started from: the api refuses (409) an edit of a record changed meanwhile.
    const version = data.version ?? previousData?.version;
    const answer = await mutate(resource, 'update', id, version === undefined ? data : { ...data, version }, meta);
    return { data: saved(resource, { ...data, id }, answer) } as any;
  },
  async updateMany(resource, { ids, data, meta }) {
    for (const id of ids) await mutate(resource, 'update', id, { ...data, id }, meta);
    return { data: ids };
  },
  async delete(resource, { id, previousData, meta }) {
    await mutate(resource, 'delete', id, previousData ?? { id }, meta);
    return { data: (previousData ?? { id }) as any };
  },
  async deleteMany(resource, { ids, meta }) {
    for (const id of ids) await mutate(resource, 'delete', id, { id }, meta);
    return { data: ids };
  },
};
