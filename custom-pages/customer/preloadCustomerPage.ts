import { apiQuery } from '../../dataProvider';
import { currentTenant } from '../../dataProvider/tenant';
import { loadPageModule } from '../../ui/lazyPage';
import type { PageDefinition } from '../../ui/pageDefinition';
import { customerQueryOptions, pageEndpoints, setCustomerQueryDefaults } from './useCustomerQuery';

/** The page's code, a chunk of its own. */
export const loadCustomerPage = () => import('./CustomerPage');

/**
 * The app opens on a customer's page: its code and the calls CustomerPrefetch would make start now,
 * while the shell's code runs. The app's first render waits for the code (see app/main.tsx).
 */
export const preloadCustomerPage: NonNullable<PageDefinition['preload']> = ({ debnr = '' }, queryClient) => {
  setCustomerQueryDefaults(queryClient);
  for (const endpoint of pageEndpoints(currentTenant())) void queryClient.prefetchQuery(apiQuery(endpoint, customerQueryOptions(debnr)));
  return loadPageModule(loadCustomerPage);
};
