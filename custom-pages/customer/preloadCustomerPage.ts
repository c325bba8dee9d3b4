import { apiQuery } from '../../dataProvider';
import { currentTenant, loadTenant } from '../../dataProvider/tenant';
import { loadPageModule } from '../../ui/lazyPage';
import type { PageDefinition } from '../../ui/pageDefinition';
import { customerQueryOptions, pageEndpoints, setCustomerQueryDefaults, turnoverEndpoint, type CustomerEndpoint } from './useCustomerQuery';

/** The page's code, a chunk of its own. */
export const loadCustomerPage = () => import('./CustomerPage');

/**
 * The app opens on a customer's page: its code and the calls CustomerPrefetch would make start now,
 * while the shell's code runs. The app's first render waits for the code (see app/main.tsx), so it is
 * asked first: a browser opens six connections to a host, and the code queued behind the calls.
 * The turnover's source is the tenant's. Not stored yet (tokens without a login in this browser), it
 * is asked as soon as the groups answer, the shell's call of them shared and put before the customer's
 * calls, rather than at the page's first render: a cold load then waited on the turnover alone, a
 * round trip after everything else.
 */
export const preloadCustomerPage: NonNullable<PageDefinition['preload']> = ({ debnr = '' }, queryClient) => {
  const code = loadPageModule(loadCustomerPage);
  setCustomerQueryDefaults(queryClient);
  const prefetch = (endpoint: CustomerEndpoint) => void queryClient.prefetchQuery(apiQuery(endpoint, customerQueryOptions(debnr)));
  const tenant = currentTenant();
  if (tenant === undefined) {
    const groups = queryClient.fetchQuery(apiQuery('GET groupcode/GetAccessableGroups'));
    groups.catch(() => undefined);
    loadTenant(groups).then((companyId) => prefetch(turnoverEndpoint(companyId)), () => undefined);
  }
  for (const endpoint of pageEndpoints(tenant)) prefetch(endpoint);
  return code;
};
