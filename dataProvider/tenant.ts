import type { AccessibleGroup } from '../schemas/entities/account';
import { call } from './customCalls';
import { tenantStore } from './tenantStore';
import { currentClaims } from './tokenStore';

/**
 * The tenant (company id) changes screens: tenant 4's overview, turnover and dashboard, company 5's
 * outstanding-items download, tenant-specific columns and menu entries. The legacy's tokens carry no
 * company (spec part 1 §3 lists the claims read), so it comes from the calls the spec gives: the
 * current group's companyId as groupcode/GetAccessableGroups lists it (§3 Group), else the user's
 * own (auth/GetUserByAzureId). Asked once per user and group, after login and group switch, and kept.
 */

/** The company of the group `groupCode` in a groups answer (codes compared as text: a legacy may send numbers). */
export function companyOfGroup(groups: readonly Pick<AccessibleGroup, 'groupCode' | 'companyId'>[], groupCode: string): number | undefined {
  const group = groups.find((g) => String(g.groupCode) === groupCode);
  const companyId = Number(group?.companyId);
  return group && Number.isInteger(companyId) ? companyId : undefined;
}

/** The stored tenant of the signed-in user's current group; undefined until loadTenant has run for it. */
export function currentTenant(): number | undefined {
  const claims = currentClaims();
  return claims?.azureId ? tenantStore.get(claims) : undefined;
}

/**
 * Asks the api for the current group's company and keeps it; 0 when neither call names one. `groups`: an
 * answer of groupcode/GetAccessableGroups already on its way (the shell's), rather than asking again.
 */
export async function loadTenant(groups: Promise<readonly AccessibleGroup[]> = call('GET groupcode/GetAccessableGroups')): Promise<number> {
  const claims = currentClaims();
  if (!claims?.azureId) throw new Error('not signed in');
  let companyId = companyOfGroup(await groups, claims.groupCode);
  if (companyId === undefined) {
    const user = await call('GET auth/GetUserByAzureId/{id}', { params: { id: claims.azureId } });
    const own = Number(user?.companyId);
    companyId = Number.isInteger(own) ? own : 0;
  }
  tenantStore.set(claims, companyId);
  return companyId;
}
