import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettled } from '../../app/routes/afterPageSettled';
import { pageCode } from '../../ui/lazyPage';

/** A query whose answer the test releases. */
function pendingQuery(client: QueryClient, key: string): () => void {
  let release!: () => void;
  void client.fetchQuery({ queryKey: [key], queryFn: () => new Promise<string>((resolve) => (release = () => resolve(key))) });
  return () => release();
}

describe('work held back until the page in view has its data', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits while the page fetches, and runs once its answers are in', async () => {
    const client = new QueryClient();
    const releaseCustomer = pendingQuery(client, 'customer');
    const releaseInvoices = pendingQuery(client, 'invoices');
    const done = vi.fn();
    afterPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(100);
    releaseCustomer();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).not.toHaveBeenCalled();
    releaseInvoices();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's code as well: its data may arrive before it", async () => {
    const client = new QueryClient();
    let loaded!: () => void;
    void pageCode.track(new Promise<void>((resolve) => (loaded = resolve)));
    const done = vi.fn();
    afterPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(500);
    expect(done).not.toHaveBeenCalled();
    loaded();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a page that keeps fetching longer than a few seconds', async () => {
    const client = new QueryClient();
    pendingQuery(client, 'slow');
    const done = vi.fn();
    afterPageSettled(client, done);
    await vi.advanceTimersByTimeAsync(2900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than the limit its caller sets', async () => {
    const client = new QueryClient();
    pendingQuery(client, 'dashboard');
    const done = vi.fn();
    afterPageSettled(client, done, 1000);
    await vi.advanceTimersByTimeAsync(900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled (the user went to a page that needs the work at once)', async () => {
    const client = new QueryClient();
    const release = pendingQuery(client, 'customer');
    const done = vi.fn();
    const cancel = afterPageSettled(client, done);
    cancel();
    release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(done).not.toHaveBeenCalled();
  });
});
