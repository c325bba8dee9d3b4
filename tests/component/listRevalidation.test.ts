import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider, invalidateArrays, registerResources } from '../../dataProvider';
import { cachedArray, forgetArrays } from '../../dataProvider/arrayCache';
import { inThread } from '../../dataProvider/worker/arrayEngine';
import { unsignedToken } from './unsignedToken';

/**
 * A list array is kept only in the array store (its bytes go there undecoded): the array kept there is the copy a
 * fetch after a mutation revalidates (If-None-Match with the ETag the api gave it), and a 304 shows its rows again.
 */
const rowsV1 = [
  { code: 'A1', name: 'Zoë Ærø' },
  { code: 'B2', name: '𝒜 Bloemen' },
  { code: 'C3', name: 'Łódź € Kwiaty' },
];
let answer: { etag?: string; rows: object[] };
let failNext = false;

const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
  const path = String(url);
  if (path.startsWith('/api/things/save')) return new Response('{}', { status: 200 });
  if (!path.startsWith('/api/things/list')) return new Response('{"message":"nope"}', { status: 404 });
  if (failNext) {
    failNext = false;
    return new Response('{"message":"the list is down"}', { status: 503 });
  }
  if (answer.etag && new Headers(init?.headers).get('if-none-match') === answer.etag) return new Response(null, { status: 304 });
  return new Response(JSON.stringify(answer.rows), { status: 200, headers: answer.etag ? { etag: answer.etag } : {} });
});

/** The If-None-Match of each list call so far (null: none sent). */
const sentTags = () => fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/things/list')).map(([, init]) => new Headers(init?.headers).get('if-none-match'));

const params = { filter: {}, sort: { field: 'code', order: 'ASC' as const }, pagination: { page: 1, perPage: 10 } };
const names = async () => (await dataProvider.getList('things', params)).data.map((row) => row.name);
const search = async (q: string) => (await dataProvider.getList('things', { ...params, filter: { q } })).data.map((row) => row.id);
const mutate = () => dataProvider.update('things', { id: 'A1', data: { code: 'A1' }, previousData: { id: 'A1' } });

describe('a list array revalidated against the copy the array store keeps', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
    forgetArrays();
    answer = { etag: '"v1"', rows: rowsV1 };
    failNext = false;
    localStorage.setItem('access_token', unsignedToken({ azureId: 'a-1', groupCode: '101', roles: ['iCRMBasis'], exp: 4102444800 }));
    localStorage.setItem('refresh_token', 'refresh');
    registerResources([
      { name: 'things', id: 'code', endpoints: { list: { method: 'GET', path: 'things/list' }, update: { method: 'POST', path: 'things/save' } } },
    ]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the kept rows on a 304 after a mutation, every letter intact, and searches them', async () => {
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty']);
    await mutate();
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty']);
    expect(sentTags()).toEqual([null, '"v1"']);
    expect(await search('zoë')).toEqual(['A1']);
    expect(await search('𝒜')).toEqual(['B2']);
    expect(await search('łódź €')).toEqual(['C3']);
  });

  it('takes a changed list and revalidates against its new ETag', async () => {
    await names();
    answer = { etag: '"v2"', rows: [...rowsV1, { code: 'D4', name: 'Nieuw' }] };
    invalidateArrays();
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty', 'Nieuw']);
    invalidateArrays();
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty', 'Nieuw']);
    expect(sentTags()).toEqual([null, '"v1"', '"v2"']);
  });

  it('reports a failed fetch, and the next one still revalidates the kept rows', async () => {
    await names();
    await mutate();
    failNext = true;
    await expect(dataProvider.getList('things', params)).rejects.toMatchObject({ message: 'the list is down', status: 503 });
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty']);
    expect(sentTags()).toEqual([null, '"v1"', '"v1"']);
  });

  it('fetches the whole array when the store lost the kept one, or when the api gave it no ETag', async () => {
    await names();
    const key = await cachedArray('things', { staleMs: 60_000, fetchBytes: () => Promise.reject(new Error('not fetched again')) });
    await inThread.ask({ op: 'drop', keys: [key] });
    invalidateArrays();
    expect(await names()).toEqual(['Zoë Ærø', '𝒜 Bloemen', 'Łódź € Kwiaty']);
    answer = { rows: rowsV1.slice(0, 1) };
    invalidateArrays();
    expect(await names()).toEqual(['Zoë Ærø']);
    invalidateArrays();
    expect(await names()).toEqual(['Zoë Ærø']);
    expect(sentTags()).toEqual([null, '"v1"', null, '"v1"', null]);
  });
});
