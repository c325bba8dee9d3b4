import { useApiQuery } from '../../dataProvider';
import { ENDPOINT_ACCESS } from '../../schemas/endpoints';
import type { LeadCounts } from '../../schemas/entities/lead';
import { holdsAny } from '../../schemas/roles';
import { useClaims } from '../../ui/useClaims';
import { registerMenuBadge } from './badges';

/** The badges also refresh on their own now and then: leads arrive from other people too. */
const REFRESH_MS = 60_000;

/** One fetch of the four lead counts for the menu; every lead action (a data change) refreshes it. */
function useLeadCounts(): LeadCounts | undefined {
  const claims = useClaims();
  const allowed = holdsAny(claims?.roles ?? [], ENDPOINT_ACCESS['POST customer/getNavCountNewleads']);
  return useApiQuery('POST customer/getNavCountNewleads', { enabled: allowed, refetchInterval: REFRESH_MS }).data;
}

registerMenuBadge('/icrm/newcustomers', () => useLeadCounts()?.newCustomers);
registerMenuBadge('/icrm/newleads', () => useLeadCounts()?.newLeads);
registerMenuBadge('/icrm/assignNewLeads', () => useLeadCounts()?.leadsToAssign);
registerMenuBadge('/icrm/exportNewLeads', () => useLeadCounts()?.leadsToExport);
