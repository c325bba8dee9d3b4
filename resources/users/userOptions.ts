import { useApiQuery } from '../../dataProvider';
import type { CompanyOption, GroupOption, RoleOption } from './schema';

/** The lists the user dialogs choose from: roles (auth/getRoles), companies, every debtor group. */
export function useUserOptions() {
  const roles = useApiQuery<RoleOption[]>('GET auth/getRoles', { staleTime: Infinity });
  const companies = useApiQuery<CompanyOption[]>('GET admin/getcompanies', { staleTime: Infinity });
  const groups = useApiQuery<GroupOption[]>('GET groupcode/getallgroups');
  return {
    roles: roles.data ?? [],
    companies: companies.data ?? [],
    groups: groups.data,
    loaded: roles.isSuccess && companies.isSuccess,
  };
}
