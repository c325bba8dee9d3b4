import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider } from 'react-admin';
import { apiQuery } from '../../dataProvider';
import { currentTenant, loadTenant } from '../../dataProvider/tenant';
import { currentClaims } from '../../dataProvider/tokenStore';
import { ENDPOINT_ACCESS } from '../../schemas/endpoints';
import { holdsAny } from '../../schemas/roles';

const FIVE_MINUTES = 5 * 60_000;
/** The lead badges refresh on their own now and then (leads arrive from other people too); every lead action refreshes them. */
const LEAD_COUNTS_REFRESH_MS = 60_000;

/** The groups the user may switch to (toolbar). */
export const accessibleGroupsQuery = () => apiQuery('GET groupcode/GetAccessableGroups', { staleTime: FIVE_MINUTES });

/** The last data import and the latest invoice date (menu foot). */
export const latestImportQuery = () => apiQuery('GET admin/getlatestimport', { staleTime: FIVE_MINUTES });

/** The four lead counts of the menu badges, for the roles that may read them. */
export const leadCountsQuery = (roles: readonly string[]) =>
  apiQuery('POST customer/getNavCountNewleads', {
    enabled: holdsAny(roles, ENDPOINT_ACCESS['POST customer/getNavCountNewleads']),
    staleTime: LEAD_COUNTS_REFRESH_MS,
    refetchInterval: LEAD_COUNTS_REFRESH_MS,
  });

/**
 * The shell's own first calls (who the user is, the groups to switch to, the latest import, the lead
 * badges), started with the app when signed in. Answered before the first render, the toolbar and the
 * menu render once with them, not again as each arrives on the main thread the page in view needs.
 */
export function preloadShell(queryClient: QueryClient, authProvider: AuthProvider): void {
  const claims = currentClaims();
  if (!claims) return;
  const groups = queryClient.fetchQuery(accessibleGroupsQuery());
  // react-admin's own query of its auth check (requireAuth, every page's guard): answered before the first render,
  // which then draws the page rather than nothing and, a task later, the page. The check keeps the tenant, which
  // comes from the groups: from the shell's answer, not a second call on the start's six connections.
  const checkAuth = async (signal: AbortSignal) => {
    if (currentTenant() === undefined) await loadTenant(groups).catch(() => undefined);
    await authProvider.checkAuth({ signal });
    return true;
  };
  void queryClient.prefetchQuery({ queryKey: ['auth', 'checkAuth', {}], queryFn: ({ signal }) => checkAuth(signal), retry: false });
  // react-admin's own query of useGetIdentity (the user menu's name).
  void queryClient.prefetchQuery({ queryKey: ['auth', 'getIdentity'], queryFn: ({ signal }) => authProvider.getIdentity!({ signal }) });
  groups.catch(() => undefined);
  void queryClient.prefetchQuery(latestImportQuery());
  const leadCounts = leadCountsQuery(claims.roles);
  if (leadCounts.enabled) void queryClient.prefetchQuery(leadCounts);
}
