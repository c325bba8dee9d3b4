import { routeMatcher, routePathOf } from '../api/http/routeMatcher';
import { CONFIG_BASE } from '../schemas/configFiles';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../schemas/endpoints';

/** The proxy's own paths, logged and counted as they are. */
const OWN_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
const UNDER_API = /^\/api(?=\/|$)/i;

const findEndpoint = routeMatcher(
  (Object.keys(ENDPOINT_ACCESS) as EndpointKey[]).map((key) => {
    const { method, path } = parseEndpointKey(key);
    const routePath = routePathOf(path);
    return { method, routePath, value: `/api${routePath}` };
  }),
);

/**
 * The route a request is logged and counted under, never its raw path (ids would make every customer
 * its own metric): an /api call's template from the endpoint table ('/api/customer/getcustomer/:debnr',
 * matched as the api matches it; '/api/*' for none), the proxy's own paths, '/config/*', and '/*' for
 * the app's pages and files.
 */
export function routeTemplateOf(method: string, url: string): string {
  const end = url.indexOf('?');
  const path = end < 0 ? url : url.slice(0, end);
  if (UNDER_API.test(path)) return apiTemplate(method, path.slice(4));
  if (OWN_PATHS.has(path)) return path;
  return path.startsWith(`${CONFIG_BASE}/`) ? `${CONFIG_BASE}/*` : '/*';
}

function apiTemplate(method: string, below: string): string {
  const path = below.length > 1 && below.endsWith('/') ? below.slice(0, -1) : below || '/';
  try {
    const found = findEndpoint(method, path) ?? (method === 'HEAD' ? findEndpoint('GET', path) : undefined);
    return found ? found[0] : '/api/*';
  } catch {
    // A malformed parameter: the api answers 400, under no route.
    return '/api/*';
  }
}
