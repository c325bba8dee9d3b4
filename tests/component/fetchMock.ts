import { afterEach, beforeEach, vi } from 'vitest';

/**
 * The data provider's own tests: a mocked global fetch, reset before each test, with localStorage
 * (where the tokens live) cleared; the real fetch is back after each test.
 */
export function useFetchMock() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
