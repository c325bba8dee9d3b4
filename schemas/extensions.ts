import type { EndpointKey } from './endpoints';

/**
 * Calls the reference api offers beyond the spec's contract (both documents' §7). The group's existing
 * back office may lack every one of them: the browser treats a 404, 405 or 501 from one as "not offered"
 * and hides or quietly explains the feature, and the api's legacy profile (API_PROFILE=legacy) does not
 * serve them, so the tests prove that every screen works without them.
 */
export const EXTENSION_ENDPOINTS: ReadonlySet<EndpointKey> = new Set<EndpointKey>([
  'POST auth/logout',
  'GET history/{entity}/{id}',
  'POST customer/returnNewLead',
  'POST customer/importNewLeads',
  'GET prelevement/runs',
  'GET prelevement/runs/{id}/file',
  'GET visits/ics/{id}',
  'GET specialOffer/getspecialoffer/{id}',
  'GET GenerateDexxCBSExportExpedition',
  'GET files/enalyzer/{name}',
  'GET files/excel/{name}',
  'GET send/excel/{name}',
  'GET wholesale/getallcustomers',
  'GET hbxdeco/GetTopPerExchangeRateGroup',
]);

export const isExtension = (endpoint: EndpointKey): boolean => EXTENSION_ENDPOINTS.has(endpoint);
