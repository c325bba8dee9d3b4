import { useApiQuery } from '../../dataProvider';

/** The lists the user dialogs choose from: roles (auth/getRoles), companies, every debtor group. */
export function useUserOptions() {
  const roles = useApiQuery('GET auth/getRoles', { staleTime: Infinity });
  const companies = useApiQuery('GET admin/getcompanies', { staleTime: Infinity });
  const groups = useApiQuery('GET groupcode/getallgroups');
  return {
    roles: roles.data ?? [],
    companies: companies.data ?? [],
    groups: groups.data,
    loaded: roles.isSuccess && companies.isSuccess,
  };
}
