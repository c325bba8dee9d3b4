/** A debtor group the user may work in (groupcode/GetAccessableGroups). */
export interface AccessibleGroup {
  groupName: string;
  groupCode: string;
  companyId: number;
  companyName: string;
  accessable: boolean;
}

export interface CompanyGroups {
  companyName: string;
  groups: AccessibleGroup[];
}

/** The accessible groups listed under their company name, companies in the api's order. */
export function groupsByCompany(groups: readonly AccessibleGroup[]): CompanyGroups[] {
  const byCompany = new Map<string, AccessibleGroup[]>();
  for (const group of groups) {
    if (group.accessable === false) continue;
    const list = byCompany.get(group.companyName) ?? [];
    list.push(group);
    byCompany.set(group.companyName, list);
  }
  return [...byCompany].map(([companyName, list]) => ({ companyName, groups: list }));
}
