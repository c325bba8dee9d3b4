import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPageAt } from '../../app/routes/preloadPage';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { PageDefinition } from '../../ui/pageDefinition';

const customerPreload = vi.fn();
const pages: PageDefinition[] = [
  { path: '/icrm/customers', element: null },
  { path: '/icrm/customer/:debnr', element: null, preload: customerPreload },
];
const client = new QueryClient();

describe('preloading the page the app opens on', () => {
  afterEach(() => {
    customerPreload.mockClear();
    tokenStore.clear();
  });

  it("starts the page's preload with the address's parameters, matched as the router matches", () => {
    tokenStore.set({ accessToken: 'a.b.c', refreshToken: 'r' });
    preloadPageAt(pages, '/ICRM/Customer/104233/', client);
    expect(customerPreload).toHaveBeenCalledWith({ debnr: '104233' }, client);
  });

  it('starts nothing signed out (the login screen opens), nor for a page without a preload or an unknown address', () => {
    preloadPageAt(pages, '/icrm/customer/104233', client);
    tokenStore.set({ accessToken: 'a.b.c', refreshToken: 'r' });
    preloadPageAt(pages, '/icrm/customers', client);
    preloadPageAt(pages, '/nowhere', client);
    expect(customerPreload).not.toHaveBeenCalled();
  });
});
