import { useApiQuery } from '../../dataProvider';

/**
 * The lists the user dialogs choose from: roles (auth/getRoles), companies, every debtor group, and the account
 * manager codes with their holders (admin/GetAccountManagers, kept indefinitely as spec part 2 §7 says; every
 * write refetches it, a user's codes included).
 */
export function useUserOptions() {
  const roles = useApiQuery('GET auth/getRoles', { staleTime: Infinity });
  const companies = useApiQuery('GET admin/getcompanies', { staleTime: Infinity });
  const groups = useApiQuery('GET groupcode/getallgroups');
  const accountManagers = useApiQuery('GET admin/GetAccountManagers', { staleTime: Infinity });
  return {
    roles: roles.data ?? [],
    companies: companies.data ?? [],
    groups: groups.data,
    accountManagers: accountManagers.data ?? [],
    loaded: roles.isSuccess && companies.isSuccess,
  };
}
