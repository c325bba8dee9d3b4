import { useCanAccess } from 'react-admin';
import { useApiQuery } from '../../dataProvider';
import type { SearchableCustomer } from '../../ui/customerMatch';

const NONE: SearchableCustomer[] = [];

/**
 * The customers of the current group to search by number or name (the toolbar's search, the command
 * palette): fetched once `wanted`, kept for the session of this group. Offered to those who may both list
 * them and open the customer page a pick leads to.
 */
export function useSearchableCustomers(wanted: boolean): { allowed: boolean; customers: readonly SearchableCustomer[]; isPending: boolean } {
  const mayList = useCanAccess({ resource: 'GET customer/getallcustomerstosearch', action: 'call' });
  const mayOpen = useCanAccess({ resource: '/icrm/customer/0', action: 'open' });
  const allowed = mayList.canAccess === true && mayOpen.canAccess === true;
  const { data = NONE, isPending } = useApiQuery('GET customer/getallcustomerstosearch', { enabled: allowed && wanted, staleTime: Infinity });
  return { allowed, customers: data, isPending };
}
