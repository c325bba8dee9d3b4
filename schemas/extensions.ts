import type { EndpointKey } from './endpoints';
import { ENDPOINT_SOURCES } from './endpointSources';

/**
 * Calls the reference api offers beyond the spec's contract (schemas/endpointSources.ts). The group's existing
 * back office may lack every one of them: the browser treats a 404, 405 or 501 from one as "not offered" and
 * hides or quietly explains the feature, and the api's legacy profile (API_PROFILE=legacy) does not serve them,
 * so the tests prove that every screen works without them.
 */
export const EXTENSION_ENDPOINTS: ReadonlySet<EndpointKey> = new Set(
  (Object.keys(ENDPOINT_SOURCES) as EndpointKey[]).filter((endpoint) => ENDPOINT_SOURCES[endpoint] === 'extension'),
);

export const isExtension = (endpoint: EndpointKey): boolean => EXTENSION_ENDPOINTS.has(endpoint);
