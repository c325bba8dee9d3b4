import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';
import { answerError } from './errorHandler';
import { badRequest } from './errors';
import type { RouteDefinition, RouteHandler } from './route';
import { sendJson } from './sendJson';

interface RouteWithParameters {
  method: string;
  /** The path's segments, lower-cased but for the parameters (':name'). */
  segments: string[];
  handler: RouteHandler;
}

/**
 * Finds and runs the route of an /api call. Most paths are fixed ('customer/getallcustomerstosearch')
 * and are found in one map lookup; the few with parameters are tried in turn. Matching is Express's:
 * case-insensitive, an optional trailing slash, HEAD served by the GET route, a parameter is one
 * whole segment, percent-decoded. Anything else: 404 "Unknown endpoint".
 */
export function routeTable(routes: readonly RouteDefinition[], services: Services): (req: IncomingMessage, res: ServerResponse, path: string) => void {
  const fixed = new Map<string, RouteHandler>();
  const withParameters: RouteWithParameters[] = [];
  for (const route of routes) {
    const handler = route.handler(services);
    if (route.routePath.includes(':')) {
      withParameters.push({ method: route.method, segments: segmentsOf(route.routePath), handler });
      continue;
    }
    const key = fixedKey(route.method, route.routePath);
    if (fixed.has(key)) throw new Error(`Two routes for ${route.endpoint}`);
    fixed.set(key, handler);
  }

  const find = (method: string, path: string): [RouteHandler, Record<string, string>] | undefined => {
    const handler = fixed.get(fixedKey(method, path));
    if (handler) return [handler, {}];
    const segments = path.split('/').slice(1);
    for (const route of withParameters) {
      const params = route.method === method ? matched(route.segments, segments) : undefined;
      if (params) return [route.handler, params];
    }
    return undefined;
  };

  return (req, res, path) => {
    const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
    try {
      const found = find(req.method ?? '', trimmed) ?? (req.method === 'HEAD' ? find('GET', trimmed) : undefined);
      if (!found) return sendJson(res, 404, { message: 'Unknown endpoint' });
      // A route answers its own errors; this is the net under that answer failing too.
      found[0](req, res, found[1]).catch((error: unknown) => {
        console.error('api error', error);
        res.destroy();
      });
    } catch (error) {
      answerError(res, error, {});
    }
  };
}

const fixedKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

const segmentsOf = (path: string) =>
  path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase()));

/** The parameters of `segments` when they match the route's, else undefined. */
function matched(route: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  if (route.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < route.length; i++) {
    const expected = route[i]!;
    const actual = segments[i]!;
    if (expected.startsWith(':')) {
      if (actual === '') return undefined;
      params[expected.slice(1)] = decodedParameter(actual);
    } else if (expected !== actual.toLowerCase()) return undefined;
  }
  return params;
}

function decodedParameter(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw badRequest('Malformed path');
  }
}
