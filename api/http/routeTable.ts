import express, { type RequestHandler } from 'express';
import type { Services } from '../services';
import type { RouteDefinition } from './route';

/**
 * Finds the route of an /api request. Most paths are fixed ('customer/getallcustomerstosearch') and
 * are found in one map lookup; only the few with parameters go to an Express router. A router holding
 * every route tried them in turn, some 200 path matches for the later ones: a quarter of the api's
 * time per ready-made list answer. Matching stays Express's: case-insensitive, an optional trailing
 * slash, HEAD served by the GET route.
 */
export function routeTable(routes: readonly RouteDefinition[], services: Services): RequestHandler {
  const fixed = new Map<string, RequestHandler>();
  const withParameters = express.Router({ caseSensitive: false });
  for (const route of routes) {
    const handler = route.handler(services);
    if (route.expressPath.includes(':')) {
      withParameters[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.expressPath, handler);
      continue;
    }
    const key = fixedKey(route.method, route.expressPath);
    if (fixed.has(key)) throw new Error(`Two routes for ${route.endpoint}`);
    fixed.set(key, handler);
  }
  return (req, res, next) => {
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    const handler = fixed.get(fixedKey(req.method, path)) ?? (req.method === 'HEAD' ? fixed.get(fixedKey('GET', path)) : undefined);
    if (!handler) return withParameters(req, res, next);
    req.params = {};
    return handler(req, res, next);
  };
}

const fixedKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;
