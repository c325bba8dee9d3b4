import { afterEach, beforeEach, vi } from 'vitest';
import { forgetAnswers } from '../../dataProvider/revalidation';

/**
 * The data provider's own tests: a mocked global fetch, reset before each test, with localStorage
 * (where the tokens live) cleared and the answers kept for revalidation forgotten; the real fetch is back after each test.
 */
export function useFetchMock() {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    forgetAnswers();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}
