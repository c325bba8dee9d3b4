import { z } from 'zod';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { ENDPOINT_ANSWERS, FileAnswer } from '../../schemas/endpointResponses';
import { ENDPOINT_SOURCES } from '../../schemas/endpointSources';
import type { RouteDefinition } from '../http/route';

type JsonSchema = Record<string, unknown>;

/** JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a client sends (`input`) or receives (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERROR = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' }, description: 'field: message' } },
  required: ['message'],
};
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });

/** The path and query parameters of a route, read from its input schema (path parameters are those in the path). */
function parameters(route: RouteDefinition, path: string) {
  const schema = jsonSchema(route.input.query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const inPath = new Set([...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));
  const named = Object.entries(properties).map(([name, property]) => ({
    name,
    in: inPath.has(name) ? 'path' : 'query',
    required: inPath.has(name) || required.has(name),
    schema: property,
  }));
  // A path parameter the schema does not describe is still a required string.
  for (const name of inPath) if (!(name in properties)) named.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  return named;
}

/** An operation's group: the first segment of a path with several ('/api/customer/...'); the calls at the top level share one. */
const tagOf = (path: string) => {
  const segments = path.split('/').slice(2);
  return segments.length > 1 ? segments[0]! : 'top level';
};

function successAnswer(endpoint: EndpointKey) {
  const answer = ENDPOINT_ANSWERS[endpoint];
  if (answer === FileAnswer) {
    return { description: 'A file (the name in Content-Disposition)', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } };
  }
  return { description: 'Success', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
}

function operation(route: RouteDefinition, path: string) {
  const { endpoint } = route;
  const access = ENDPOINT_ACCESS[endpoint];
  const source = ENDPOINT_SOURCES[endpoint];
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  return {
    operationId: endpoint.replace(/[^A-Za-z0-9]+/g, '_'),
    summary: endpoint,
    tags: [tagOf(path)],
    description: `Source: ${source === 'extension' ? 'an extension of the reference api (the legacy back office may answer 404)' : `the specification, ${source}`}. Access: ${access === 'public' ? 'anyone' : access === 'signed-in' ? 'any signed-in user' : `roles ${access.join(', ')}`}.`,
    ...(source === 'extension' ? { 'x-extension': true } : {}),
    ...(access === 'public' ? { security: [] } : {}),
    parameters: parameters(route, path),
    ...(withBody ? { requestBody: { required: false, content: { 'application/json': { schema: jsonSchema(route.input.body, 'input') } } } } : {}),
    responses: {
      '200': successAnswer(endpoint),
      '400': errorAnswer('Invalid input: the message, and the fields at fault'),
      ...(access === 'public' ? {} : { '401': errorAnswer('No valid access token'), '403': errorAnswer('The caller lacks the role') }),
      '404': errorAnswer('Unknown record, or one outside the caller’s current debtor group'),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the back-office API: every route of `routes`, its parameters and body from the
 * route's own input schema, its answer from the contract table (schemas/endpointResponses.ts), its source
 * (the spec's section, or `x-extension: true`) from schemas/endpointSources.ts.
 */
export function openApiDocument(routes: readonly RouteDefinition[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of [...routes].sort((a, b) => a.endpoint.localeCompare(b.endpoint))) {
    const path = `/api/${parseEndpointKey(route.endpoint).path}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, path);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Flora CRM back-office API',
      version,
      description:
        'The calls the Flora CRM app makes to the group’s back office, as the two specification documents give them, and the reference api’s optional extensions (marked x-extension). Every call but login and the password flows needs a bearer access token; customer data is scoped to the caller’s current debtor group.',
    },
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas: { Error: ERROR } },
    paths,
  };
}
