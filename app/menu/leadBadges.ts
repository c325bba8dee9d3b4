import { usePreparedApiQuery } from '../../dataProvider';
import type { LeadCounts } from '../../schemas/entities/lead';
import { useClaims } from '../../ui/useClaims';
import { leadCountsQuery } from '../layout/shellQueries';
import { registerMenuBadge } from './badges';

/** One fetch of the four lead counts for the menu; every lead action (a data change) refreshes it. */
function useLeadCounts(): LeadCounts | undefined {
  const claims = useClaims();
  return usePreparedApiQuery(leadCountsQuery(claims?.roles ?? [])).data;
}

registerMenuBadge('/icrm/newcustomers', () => useLeadCounts()?.newCustomers);
registerMenuBadge('/icrm/newleads', () => useLeadCounts()?.newLeads);
registerMenuBadge('/icrm/assignNewLeads', () => useLeadCounts()?.leadsToAssign);
registerMenuBadge('/icrm/exportNewLeads', () => useLeadCounts()?.leadsToExport);
