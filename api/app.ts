import type { RequestListener } from 'node:http';
import type { Services } from './services';
import { NO_STORE } from './http/noStore';
import { routeTable } from './http/routeTable';
import { sendJson } from './http/sendJson';
import { isExtension } from '../schemas/extensions';
import { ALL_ROUTES } from './routes';

/** Paths under /api, in any case; group 1 is the path below it. */
const UNDER_API = /^\/api(\/[^?]*|(?=\?)|$)/i;

/**
 * The reference back-office API as a Node request listener, at /api. Plain node:http: a ready-made
 * list answer is a map lookup, the token check and the bytes, with no framework layer in between.
 */
export function createApi(services: Services): RequestListener {
  // The legacy profile serves the spec's calls only: an extension is an unknown endpoint there, as it would be upstream.
  const routes = services.config.profile === 'legacy' ? ALL_ROUTES.filter((r) => !isExtension(r.endpoint)) : ALL_ROUTES;
  const route = routeTable(routes, services);
  return (req, res) => {
    // Tokens and customer data must not sit in a browser's or a shared cache: every answer says so.
    res.setHeader('Cache-Control', NO_STORE);
    const under = UNDER_API.exec(req.url ?? '');
    if (!under) return sendJson(res, 404, { message: 'Unknown endpoint' });
    route(req, res, under[1] || '/');
  };
}
