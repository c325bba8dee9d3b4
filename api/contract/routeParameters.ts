import { z } from 'zod';
import { parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import type { RouteDefinition } from '../http/route';

export interface RouteParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The values it takes, when its schema lists them (an enum). */
  choices?: readonly string[];
}

type JsonSchema = { properties?: Record<string, { enum?: unknown[] }>; required?: string[] };

/** The names of the `{parameters}` in an endpoint's path. */
export const pathParameterNames = (endpoint: EndpointKey): string[] => [...parseEndpointKey(endpoint).path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/**
 * The parameters a route takes, read from its input schema as a client sends them (path and query merged, as
 * api/http/route.ts takes them): every path parameter, and the query's with whether it is required and its choices.
 * Without a route (a call the reference api lacks), only the path's.
 */
export function routeParameters(endpoint: EndpointKey, route: RouteDefinition | undefined): RouteParameter[] {
  const inPath = pathParameterNames(endpoint);
  const schema = route ? (z.toJSONSchema(route.input.query, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : {};
  const required = new Set(schema.required ?? []);
  const query = Object.entries(schema.properties ?? {})
    .filter(([name]) => !inPath.includes(name))
    .map(([name, property]): RouteParameter => {
      const choices = property.enum?.filter((choice): choice is string => typeof choice === 'string');
      return { name, in: 'query', required: required.has(name), ...(choices?.length ? { choices } : {}) };
    });
  return [...inPath.map((name): RouteParameter => ({ name, in: 'path', required: true })), ...query];
}
