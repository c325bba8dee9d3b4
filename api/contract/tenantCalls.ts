import { COMPANIES, DECO_COMPANY, OUTSTANDING_ITEMS_COMPANY } from '../../schemas/companies';
import type { EndpointKey } from '../../schemas/endpoints';

/**
 * Calls the app makes only for the groups of one company (the tenant, which it takes from the groups call): tenant 4's
 * overview, turnover and dashboard (hbxdeco/*, but the sent confirmations every group has) and company 5's
 * outstanding-items file. The back office refuses them (403) for another company's group.
 */
export function tenantOfCall(endpoint: EndpointKey): number | undefined {
  if (endpoint === 'GET GetGreenAndBloomSaldoOverzicht') return OUTSTANDING_ITEMS_COMPANY;
  if (/^[A-Z]+ hbxdeco\//.test(endpoint) && endpoint !== 'GET hbxdeco/GetVerzendBevestigingen') return DECO_COMPANY;
  return undefined;
}

/** 'company 4 (Heembloemex Deco)'. */
export const companyText = (id: number) => `company ${id}${id in COMPANIES ? ` (${COMPANIES[id as keyof typeof COMPANIES]})` : ''}`;
