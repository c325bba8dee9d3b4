/** A debtor group with a user's access to it (GroupcodeGetAccessable/UnaccessableGroupsByAzureId rows). */
export interface GroupAccessRow {
  groupName: string;
  groupCode: string;
  companyId: number;
  companyName: string;
  accessable: boolean;
}

/** Page sizes of the user-access table (spec part 2 §9: user access 10, options 5, 10, 20, 50). */
export const USER_ACCESS_PAGE_SIZES = [5, 10, 20, 50];
export const USER_ACCESS_PAGE_SIZE = 10;

/** The groups of one company, accessible and not, by name; `id` for react-admin's list. */
export function groupsOfCompany(accessible: readonly GroupAccessRow[], inaccessible: readonly GroupAccessRow[], companyId: number | undefined) {
  return [...accessible, ...inaccessible]
    .filter((g) => g.companyId === companyId)
    .sort((a, b) => a.groupName.localeCompare(b.groupName) || a.groupCode.localeCompare(b.groupCode))
    .map((g) => ({ ...g, id: g.groupCode }));
}
