import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../dataProvider/http';
import { tokenStore } from '../../dataProvider/tokenStore';
import { useFetchMock } from './fetchMock';

/** The browser side of "two tabs refreshing at once": one refresh, and a renewed pair is used rather than spent again. */
const fetchMock = useFetchMock();

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('refreshTokens', () => {
  it('exchanges the refresh token once for every call refused at the same time', async () => {
    tokenStore.set({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    fetchMock.mockResolvedValue(answer(200, { accessToken: 'new-access', refreshToken: 'new-refresh' }));
    expect(await Promise.all([refreshTokens('old-refresh'), refreshTokens('old-refresh'), refreshTokens('old-refresh')])).toEqual([true, true, true]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(tokenStore.get()).toEqual({ accessToken: 'new-access', refreshToken: 'new-refresh' });
  });

  it('uses the pair another tab renewed meanwhile instead of spending the old refresh token', async () => {
    tokenStore.set({ accessToken: 'from-other-tab', refreshToken: 'renewed-by-other-tab' });
    expect(await refreshTokens('old-refresh')).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('forgets the session when the api refuses the refresh', async () => {
    tokenStore.set({ accessToken: 'old-access', refreshToken: 'old-refresh' });
    fetchMock.mockResolvedValue(answer(401, { message: 'Your session has expired, please log in again' }));
    expect(await refreshTokens('old-refresh')).toBe(false);
    expect(tokenStore.get()).toBeUndefined();
  });
});
