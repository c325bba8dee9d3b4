/**
 * The tenant (company id) of the signed-in user's current group, kept in localStorage next to the
 * tokens and shared by every tab like them. It is stored for one user in one group, so a group switch
 * (new token, other groupCode) or another user's session never reads a stale tenant.
 */
const KEY = 'tenant';

interface StoredTenant {
  azureId: string;
  groupCode: string;
  companyId: number;
}

export interface TenantScope {
  azureId: string;
  groupCode: string;
}

export const tenantStore = {
  /** The company stored for this user and group, or undefined when none is. */
  get(scope: TenantScope): number | undefined {
    try {
      const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredTenant | null;
      return stored?.azureId === scope.azureId && stored.groupCode === scope.groupCode && Number.isInteger(stored.companyId) ? stored.companyId : undefined;
    } catch {
      return undefined;
    }
  },
  set(scope: TenantScope, companyId: number): void {
    const stored: StoredTenant = { azureId: scope.azureId, groupCode: scope.groupCode, companyId };
    localStorage.setItem(KEY, JSON.stringify(stored));
  },
  clear(): void {
    localStorage.removeItem(KEY);
  },
};
