import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageSettled } from '../../app/routes/usePageSettled';

function Shell() {
  const settled = usePageSettled();
  return (
    <>
      <h1>Page title</h1>
      {settled && <input aria-label="Search customers" />}
    </>
  );
}

describe('usePageSettled', () => {
  it("holds the shell's secondary parts back until the first page has its data, and not for what mounts later", async () => {
    const client = new QueryClient();
    let answer!: () => void;
    void client.fetchQuery({ queryKey: ['customer'], queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('100001'))) });
    const first = render(
      <QueryClientProvider client={client}>
        <Shell />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: 'Page title' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search customers' })).toBeNull();
    answer();
    await screen.findByRole('textbox', { name: 'Search customers' });
    first.unmount();

    // A later screen: a page fetching again does not hold the parts back a second time.
    void client.fetchQuery({ queryKey: ['invoices'], queryFn: () => new Promise<string>(() => undefined) });
    render(
      <QueryClientProvider client={client}>
        <Shell />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Search customers' })).toBeTruthy();
  });
});
