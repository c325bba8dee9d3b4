import { fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { lazyPage, loadPageModule } from '../../ui/lazyPage';
import { definePage } from '../../ui/pageDefinition';

/** A page with state of its own: a counter its user has moved. */
function CounterPage({ title }: { title: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {title} {count}
    </button>
  );
}

/** A page module whose load the test resolves. */
function pageModule() {
  let resolve!: () => void;
  const loaded = new Promise<void>((r) => (resolve = r));
  const load = () => loaded.then(() => ({ CounterPage }));
  return { load, resolve };
}

function Shell({ Page }: { Page: ReturnType<typeof lazyPage<{ CounterPage: typeof CounterPage }, 'CounterPage'>> }) {
  const [title, setTitle] = useState('Clicks');
  return (
    <>
      <button type="button" onClick={() => setTitle('Taps')}>
        rename
      </button>
      <Suspense fallback={<p>Loading</p>}>
        <Page title={title} />
      </Suspense>
    </>
  );
}

describe('pages loaded on demand', () => {
  it('render in the first render, without a fallback, once their code is loaded', async () => {
    const { load, resolve } = pageModule();
    const Page = lazyPage(load, 'CounterPage');
    resolve();
    await loadPageModule(load);
    render(<Shell Page={Page} />);
    expect(screen.queryByText('Loading')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeTruthy();
  });

  it('show the fallback until their code comes, and keep their state when rendered again after', async () => {
    const { load, resolve } = pageModule();
    const Page = lazyPage(load, 'CounterPage');
    render(<Shell Page={Page} />);
    expect(screen.getByText('Loading')).toBeTruthy();
    resolve();
    fireEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    // The parent renders the page again, now that its module is known: the same page, its count kept.
    fireEvent.click(screen.getByRole('button', { name: 'rename' }));
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeTruthy();
  });

  it('are preloaded by their page definition, which gives the code load to wait for', async () => {
    const { load, resolve } = pageModule();
    const Page = lazyPage(load, 'CounterPage');
    const preload = definePage('/icrm/dashboard', <Page title="Clicks" />).preload!;
    const code = preload({}, new QueryClient());
    resolve();
    await code;
    render(<Shell Page={Page} />);
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeTruthy();
    expect(definePage('/icrm/dashboard', <p>plain</p>).preload).toBeUndefined();
  });

  it('ask again after a failed load', async () => {
    let attempts = 0;
    const load = () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ CounterPage }));
    await expect(loadPageModule(load)).rejects.toThrow('offline');
    await expect(loadPageModule(load)).resolves.toEqual({ CounterPage });
    expect(attempts).toBe(2);
  });
});
