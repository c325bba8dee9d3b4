import { beforeEach, describe, expect, it } from 'vitest';
import { apiFetch } from '../../dataProvider/http';
import { tokenStore } from '../../dataProvider/tokenStore';
import { useFetchMock } from './fetchMock';
import { unsignedToken } from './unsignedToken';

/** The browser side of the ready-made lists: a list read again asks with If-None-Match and takes a 304 as "unchanged". */
const fetchMock = useFetchMock();

const list = (etag: string, rows: unknown) => new Response(JSON.stringify(rows), { status: 200, headers: { 'content-type': 'application/json', etag } });
const notModified = () => new Response(null, { status: 304 });
const sentEtag = (call: number) => (fetchMock.mock.calls[call]![1].headers as Headers).get('if-none-match');

describe('revalidated lists', () => {
  beforeEach(() => tokenStore.set({ accessToken: unsignedToken({ azureId: 'a-1', groupCode: '101', exp: 9e9 }), refreshToken: 'r' }));
  const read = () => apiFetch<{ debnr: string }[]>({ path: 'customer/getallcustomerstosearch' });

  it('sends the ETag it was given and reuses the answer on a 304', async () => {
    fetchMock.mockResolvedValueOnce(list('"s-1"', [{ debnr: '100001' }])).mockResolvedValueOnce(notModified());
    expect(await read()).toEqual([{ debnr: '100001' }]);
    expect(sentEtag(0)).toBeNull();
    expect(await read()).toEqual([{ debnr: '100001' }]);
    expect(sentEtag(1)).toBe('"s-1"');
  });

  it('takes a changed list and its new ETag, and keeps answers apart per group and per session', async () => {
    fetchMock.mockResolvedValueOnce(list('"s-1"', [{ debnr: '100001' }])).mockResolvedValueOnce(list('"s-2"', [{ debnr: '100002' }]));
    await read();
    expect(await read()).toEqual([{ debnr: '100002' }]);
    fetchMock.mockResolvedValueOnce(notModified());
    await read();
    expect(sentEtag(2)).toBe('"s-2"');

    tokenStore.set({ accessToken: unsignedToken({ azureId: 'a-1', groupCode: '102', exp: 9e9 }), refreshToken: 'r' });
    fetchMock.mockResolvedValueOnce(list('"t-1"', []));
    await read();
    expect(sentEtag(3)).toBeNull();

    tokenStore.clear();
    tokenStore.set({ accessToken: unsignedToken({ azureId: 'a-1', groupCode: '101', exp: 9e9 }), refreshToken: 'r' });
    fetchMock.mockResolvedValueOnce(list('"s-2"', [{ debnr: '100002' }]));
    await read();
    expect(sentEtag(4)).toBeNull();
  });
});
