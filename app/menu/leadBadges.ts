import { useQuery } from '@tanstack/react-query';
import { currentScope } from '../../dataProvider/currentScope';
import { apiFetch } from '../../dataProvider/http';
import { ENDPOINT_ACCESS } from '../../schemas/endpoints';
import type { LeadCounts } from '../../schemas/entities/lead';
import { holdsAny } from '../../schemas/roles';
import { useClaims } from '../../ui/useClaims';
import { registerMenuBadge } from './badges';

/** The badges also refresh on their own now and then: leads arrive from other people too. */
const REFRESH_MS = 60_000;

/**
 * One fetch of the four lead counts for the menu (POST customer/getNavCountNewleads). Straight through
 * the http client: it changes nothing, and a POST through call() would refresh every query, itself
 * included. Every lead action (a mutation) refreshes every query, these counts too.
 */
function useLeadCounts(): LeadCounts | undefined {
  const claims = useClaims();
  const allowed = holdsAny(claims?.roles ?? [], ENDPOINT_ACCESS['POST customer/getNavCountNewleads']);
  const { data } = useQuery({
    queryKey: ['leadCounts', currentScope()],
    queryFn: () => apiFetch<LeadCounts>({ method: 'POST', path: 'customer/getNavCountNewleads' }),
    enabled: allowed,
    refetchInterval: REFRESH_MS,
  });
  return data;
}

registerMenuBadge('/icrm/newcustomers', () => useLeadCounts()?.newCustomers);
registerMenuBadge('/icrm/newleads', () => useLeadCounts()?.newLeads);
registerMenuBadge('/icrm/assignNewLeads', () => useLeadCounts()?.leadsToAssign);
registerMenuBadge('/icrm/exportNewLeads', () => useLeadCounts()?.leadsToExport);
