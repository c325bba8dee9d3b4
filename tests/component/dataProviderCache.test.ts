import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { dataProvider, invalidateArrays, preloadList, registerResources } from '../../dataProvider';
import { cachedArray } from '../../dataProvider/arrayCache';
import { linkQueryClient } from '../../dataProvider/queryClientLink';
import { inThread } from '../../dataProvider/worker/arrayEngine';
import { unsignedToken } from './unsignedToken';

const token = (groupCode: string) => unsignedToken({ azureId: 'a-1', groupCode, roles: ['iCRMBasis'], exp: 4102444800 });

function signIn(groupCode: string) {
  localStorage.setItem('access_token', token(groupCode));
  localStorage.setItem('refresh_token', 'refresh');
}

const rowsByGroup: Record<string, object[]> = {
  '101': [
    { code: 'A1', name: 'Anna', amount: 10 },
    { code: 'B2', name: 'Bert', amount: 250 },
    { code: 'C3', name: 'Carla', amount: 40 },
  ],
  '102': [{ code: 'Z9', name: 'Zoë', amount: 1 }],
};

const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const path = String(url);
  if (path.startsWith('/api/things/list')) {
    const group = new Headers(init?.headers).get('groupcode') ?? '';
    return new Response(JSON.stringify(rowsByGroup[group] ?? []), { status: 200 });
  }
  if (path.startsWith('/api/things/save')) return new Response(JSON.stringify({ ok: true }), { status: 200 });
  return new Response('{"message":"nope"}', { status: 404 });
});

const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/things/list')).length;
const page = { page: 1, perPage: 2 };

describe('data provider over an array endpoint', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    invalidateArrays();
    signIn('101');
    registerResources([
      {
        name: 'things',
        id: 'code',
        endpoints: { list: { method: 'GET', path: 'things/list' }, update: { method: 'POST', path: 'things/save' } },
      },
    ]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('filters, sorts and pages in the browser, with ids from the declared id field', async () => {
    const result = await dataProvider.getList('things', { filter: { amount: '>20' }, sort: { field: 'amount', order: 'DESC' }, pagination: page });
    expect(result.total).toBe(2);
    expect(result.data.map((r) => r.id)).toEqual(['B2', 'C3']);
  });

  it('fetches the array once for every page, filter and sort', async () => {
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    await dataProvider.getList('things', { filter: { q: 'ar' }, sort: { field: 'name', order: 'ASC' }, pagination: { page: 2, perPage: 2 } });
    await dataProvider.getOne('things', { id: 'C3' });
    expect(listCalls()).toBe(1);
  });

  it('answers the list page from the array its preload started, fetched once', async () => {
    preloadList('things');
    expect(listCalls()).toBe(1);
    const { data, total } = await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    expect({ names: data.map((row) => row.name), total }).toEqual({ names: ['Anna', 'Bert'], total: 3 });
    expect(listCalls()).toBe(1);
  });

  it('fetches again after a mutation', async () => {
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    await dataProvider.update('things', { id: 'A1', data: { code: 'A1', name: 'Anne' }, previousData: { id: 'A1' } });
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    expect(listCalls()).toBe(2);
  });

  it('fetches again after a custom mutating call, not after a GET', async () => {
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    await dataProvider.call('GET admin/getcompanies').catch(() => undefined);
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    expect(listCalls()).toBe(1);
    await dataProvider.call('POST admin/deleteuser', { body: { azureId: 'x' } }).catch(() => undefined);
    await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    expect(listCalls()).toBe(2);
  });

  it('fetches an array again when the store lost it (its worker stopped), and answers the same', async () => {
    const params = { filter: {}, sort: { field: 'name', order: 'ASC' as const }, pagination: page };
    const before = await dataProvider.getList('things', params);
    const key = await cachedArray('things', { staleMs: 60_000, fetchBytes: () => Promise.reject(new Error('not fetched again')) });
    await inThread.ask({ op: 'drop', keys: [key] });
    expect(await dataProvider.getList('things', params)).toEqual(before);
    expect(listCalls()).toBe(2);
  });

  it('answers a row still on the page after a narrowing search with the object the page holds, and a changed row anew', async () => {
    const sort = { field: 'name', order: 'ASC' as const };
    const first = await dataProvider.getList('things', { filter: {}, sort, pagination: page });
    const narrowed = await dataProvider.getList('things', { filter: { q: 'r' }, sort, pagination: page });
    expect(narrowed.data.map((r) => r.name)).toEqual(['Bert', 'Carla']);
    // A memoised row keeps its record: the table does not draw it again.
    expect(narrowed.data[0]).toBe(first.data[1]);
    const bert = rowsByGroup['101']![1] as { amount: number };
    bert.amount = 260;
    try {
      invalidateArrays();
      const changed = await dataProvider.getList('things', { filter: { q: 'r' }, sort, pagination: page });
      expect(changed.data[0]).not.toBe(narrowed.data[0]);
      expect(changed.data[0]!.amount).toBe(260);
      expect(changed.data[1]).toBe(narrowed.data[1]);
    } finally {
      bert.amount = 250;
    }
  });

  it('keeps one cache per current group', async () => {
    const first = await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    signIn('102');
    const second = await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
    expect(first.total).toBe(3);
    expect(second.data.map((r) => r.name)).toEqual(['Zoë']);
    expect(listCalls()).toBe(2);
  });

  it('refetches once the list is stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
      vi.setSystemTime(Date.now() + 61_000);
      await dataProvider.getList('things', { filter: {}, sort: { field: 'name', order: 'ASC' }, pagination: page });
      expect(listCalls()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a resource's array when react-admin refreshes it, and invalidates queries after a mutation", async () => {
    const client = new QueryClient();
    linkQueryClient(client);
    const params = { filter: {}, sort: { field: 'name', order: 'ASC' as const }, pagination: page };
    await client.fetchQuery({ queryKey: ['things', 'getList', params], queryFn: () => dataProvider.getList('things', params) });
    await dataProvider.getList('things', params);
    expect(listCalls()).toBe(1);
    await client.invalidateQueries({ queryKey: ['things'] });
    await dataProvider.getList('things', params);
    expect(listCalls()).toBe(2);

    await client.fetchQuery({ queryKey: ['api', 'GET admin/getcompanies'], queryFn: () => [] });
    await dataProvider.update('things', { id: 'A1', data: { code: 'A1' }, previousData: { id: 'A1' } });
    expect(client.getQueryState(['api', 'GET admin/getcompanies'])?.isInvalidated).toBe(true);
  });
});
