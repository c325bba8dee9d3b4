import { badRequest } from './errors';

/** One route a matcher knows: its method, its path ('/customer/getcustomer/:debnr') and what it stands for. */
export interface MatchedRoute<T> {
  method: string;
  routePath: string;
  value: T;
}

interface RouteWithParameters<T> {
  method: string;
  /** The path's segments, lower-cased but for the parameters (':name'). */
  segments: string[];
  value: T;
}

/**
 * Finds the route of a path under /api, as Express matched them: case-insensitive, a parameter is one
 * whole segment, percent-decoded (a malformed one is a 400). Most paths are fixed and found in one map
 * lookup; those with parameters are tried among the few of the same method, segment count and first
 * segment. The api finds its handlers with it, the proxy the route templates it logs and counts.
 */
export function routeMatcher<T>(routes: readonly MatchedRoute<T>[]): (method: string, path: string) => [T, Record<string, string>] | undefined {
  const fixed = new Map<string, T>();
  const withParameters = new Map<string, RouteWithParameters<T>[]>();
  for (const route of routes) {
    if (route.routePath.includes(':')) {
      const segments = segmentsOf(route.routePath);
      if (segments[0]!.startsWith(':')) throw new Error(`A route cannot start with a parameter: ${route.routePath}`);
      const key = groupKey(route.method, segments.length, segments[0]!);
      withParameters.set(key, [...(withParameters.get(key) ?? []), { method: route.method, segments, value: route.value }]);
      continue;
    }
    const key = fixedKey(route.method, route.routePath);
    if (fixed.has(key)) throw new Error(`Two routes for ${route.method} ${route.routePath}`);
    fixed.set(key, route.value);
  }
  return (method, path) => {
    const value = fixed.get(fixedKey(method, path));
    if (value !== undefined) return [value, {}];
    const segments = path.split('/').slice(1);
    for (const route of withParameters.get(groupKey(method, segments.length, (segments[0] ?? '').toLowerCase())) ?? []) {
      const params = matched(route.segments, segments);
      if (params) return [route.value, params];
    }
    return undefined;
  };
}

/** A path as the endpoint table writes it ('customer/getcustomer/{debnr}') as a route path ('/customer/getcustomer/:debnr'). */
export const routePathOf = (path: string) => '/' + path.replace(/\{(\w+)\}/g, ':$1');

const fixedKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;
const groupKey = (method: string, count: number, first: string) => `${method} ${count} ${first}`;

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
