import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useFirstPageSettled } from '../../app/routes/useFirstPageSettled';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('the menu waits once for the first page to have its data, and not again on the next pages', async () => {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  let answer!: () => void;
  void client.fetchQuery({ queryKey: ['list'], queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('rows'))) });

  const first = renderHook(useFirstPageSettled, { wrapper });
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(first.result.current).toBe(false);
  answer();
  await act(() => vi.advanceTimersByTimeAsync(1000));
  expect(first.result.current).toBe(true);

  void client.fetchQuery({ queryKey: ['next page'], queryFn: () => new Promise<string>(() => undefined) });
  const later = renderHook(useFirstPageSettled, { wrapper });
  expect(later.result.current).toBe(true);
});
