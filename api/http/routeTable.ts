import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';
import { answerError } from './errorHandler';
import type { RouteDefinition, RouteHandler } from './route';
import { routeMatcher } from './routeMatcher';
import { sendJson } from './sendJson';
import { logFault } from './faultLog';

/**
 * Finds and runs the route of an /api call (routeMatcher: Express's matching, HEAD served by the GET
 * route). Anything else: 404 "Unknown endpoint".
 */
export function routeTable(routes: readonly RouteDefinition[], services: Services): (req: IncomingMessage, res: ServerResponse, path: string) => void {
  const find = routeMatcher<RouteHandler>(routes.map((route) => ({ method: route.method, routePath: route.routePath, value: route.handler(services) })));

  return (req, res, path) => {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    try {
      const found = find(req.method ?? '', trimmed) ?? (req.method === 'HEAD' ? find('GET', trimmed) : undefined);
      if (!found) return sendJson(res, 404, { message: 'Unknown endpoint' });
      // A route answers its own errors; this is the net under that answer failing too.
      found[0](req, res, found[1]).catch((error: unknown) => {
        logFault('api error', error);
        res.destroy();
      });
    } catch (error) {
      answerError(res, error, {});
    }
  };
}
