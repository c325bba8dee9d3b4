import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { EndpointResponse, FileAnswer } from '../../schemas/endpointResponses';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { holdsAny } from '../../schemas/roles';
import { authenticate } from '../auth/authenticate';
import { assertTermsAccepted } from '../auth/terms';
import type { SessionClaims } from '../auth/tokens';
import { today } from '../clock';
import type { Database, Queryable } from '../db/database';
import { recordHistory, type HistoryWrite } from '../history/recordHistory';
import { ReadyAnswer, sendReady } from './readyAnswer';
import { routePathOf } from './routeMatcher';
import type { Services } from '../services';
import { clientAddress, headerOf, queryOf, readBody } from './apiCall';
import { answerError } from './errorHandler';
import { badRequest, forbidden, HttpError, unauthorized, zodErrors } from './errors';
import { currentGroupOf, type CurrentGroup } from './currentGroup';
import { idempotent, type PreparedAnswer } from './idempotency';
import { FileResult, StatusResult } from './results';
import { JSON_TYPE } from './sendJson';
import { fieldWithNul } from './unstorableText';

export type Caller = SessionClaims;

export interface RouteContext<Q, B> {
  query: Q;
  body: B;
  /** The signed-in caller; reading it on a public route without a token answers 401. */
  readonly caller: Caller;
  services: Services;
  /** 'YYYY-MM-DD' of the api clock. */
  today: string;
  ip: string;
  /** The caller's current debtor group (or the `groupcode` header's), checked against the groups they may use. */
  currentGroup(): Promise<CurrentGroup>;
  /** Records what this write did, by the caller, now; pass the write's own transaction. */
  recordHistory(q: Queryable, write: HistoryWrite): Promise<void>;
  /** A request header's value. */
  header(name: string): string | undefined;
  res: ServerResponse;
}

/** What a handler may return: the endpoint's answer (schemas/endpointResponses.ts), a file for file endpoints, or a status with a body. */
export type HandlerResult<E extends EndpointKey> = (EndpointResponse<E> extends FileAnswer ? FileResult : EndpointResponse<E>) | StatusResult | ReadyAnswer;

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, E extends EndpointKey> {
  endpoint: E;
  /** Path parameters and query string, merged. */
  query?: Q;
  body?: B;
  handler(ctx: RouteContext<z.output<Q>, z.output<B>>): Promise<HandlerResult<E>>;
}

/** Answers one call of a route, errors included; `params` are the path's parameters, decoded. */
export type RouteHandler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>) => Promise<void>;

export interface RouteDefinition {
  endpoint: EndpointKey;
  method: string;
  /** The path under /api, a parameter as ':name' ('/customer/getcustomer/:debnr'). */
  routePath: string;
  /** What the route takes: path parameters and query string merged, and the body (the OpenAPI document reads them). */
  input: { query: z.ZodType; body: z.ZodType };
  /** The route's handler for a running api. */
  handler(services: Services): RouteHandler;
}

const EMPTY = z.object({});

export function defineRoute<Q extends z.ZodType = typeof EMPTY, B extends z.ZodType = z.ZodUnknown, E extends EndpointKey = EndpointKey>(
  spec: RouteSpec<Q, B, E>,
): RouteDefinition {
  const access = ENDPOINT_ACCESS[spec.endpoint];
  if (access === undefined) throw new Error(`No access entry for ${spec.endpoint}`);
  const { method, path } = parseEndpointKey(spec.endpoint);
  const routePath = routePathOf(path);
  const querySchema = spec.query ?? EMPTY;
  const bodySchema = spec.body ?? z.unknown();

  return {
    endpoint: spec.endpoint,
    method,
    routePath,
    input: { query: querySchema, body: bodySchema },
    handler(services) {
      const ipOf = clientAddress(services.config.trustProxy);
      return async (req, res, params) => {
        let input: Record<string, unknown> = params;
        let received: unknown;
        try {
          // The body first, as Express's parser read it: a malformed one is a 400 whoever sends it.
          received = await readBody(req, res);
          input = { ...queryOf(req.url ?? ''), ...params };
          const signedIn = await authenticate(services, headerOf(req, 'authorization'), services.clock.now());
          const claims = signedIn?.claims;
          if (access !== 'public') {
            if (!signedIn) throw unauthorized();
            if (access !== 'signed-in' && !holdsAny(signedIn.claims.roles, access)) throw forbidden('You do not have the rights for this action');
            assertTermsAccepted(spec.endpoint, signedIn.tosAgreement);
          }
          const nul = fieldWithNul(input) ?? fieldWithNul(received);
          if (nul !== undefined) throw badRequest('Invalid input', { [nul]: 'contains a character that is not allowed' });
          const query = querySchema.safeParse(input);
          if (!query.success) throw badRequest('Invalid query parameters', zodErrors(query.error));
          const body = bodySchema.safeParse(received ?? {});
          if (!body.success) throw badRequest('Invalid request body', zodErrors(body.error));

          let groupPromise: Promise<CurrentGroup> | undefined;
          // A keyed POST writes through its Idempotency-Key's lease (idempotencyLease.ts).
          let handlerServices = services;
          const ctx: RouteContext<z.output<Q>, z.output<B>> = {
            query: query.data as z.output<Q>,
            body: body.data as z.output<B>,
            get caller() {
              if (!claims) throw unauthorized();
              return claims;
            },
            get services() {
              return handlerServices;
            },
            // Read by few handlers: worked out only when asked (the address parses X-Forwarded-For behind the proxy).
            get today() {
              return today(services.clock);
            },
            get ip() {
              return ipOf(req);
            },
            currentGroup() {
              if (!claims) return Promise.reject(unauthorized());
              groupPromise ??= currentGroupOf(services.db, claims, headerOf(req, 'groupcode'));
              return groupPromise;
            },
            recordHistory(q, write) {
              if (!claims) return Promise.reject(unauthorized());
              return recordHistory(q, claims, services.clock.now(), write);
            },
            header: (name) => headerOf(req, name),
            res,
          };
          if (method === 'GET') {
            const result = await spec.handler(ctx);
            // A ready-made list answer goes out as its kept bytes (or 304), never serialised again.
            if (result instanceof ReadyAnswer) sendReady(req, res, result, services.config.profile === 'full');
            else send(res, prepare(result));
            return;
          }
          const run = async (db?: Database) => {
            if (db) handlerServices = { ...services, db };
            return prepare(await spec.handler(ctx));
          };
          const key = method === 'POST' && claims ? headerOf(req, 'idempotency-key') : undefined;
          const request = { azureId: claims?.azureId ?? '', key: key ?? '', endpoint: spec.endpoint, input: { query: query.data, body: body.data } };
          send(res, key === undefined ? await run() : await idempotent(services.db, request, services.clock.now(), run));
        } catch (error) {
          answerError(res, error, { ...input, ...(received && typeof received === 'object' ? received : {}) });
        } finally {
          // A change may concern who someone is (roles, password, deletion, logout): ask the database again.
          if (method !== 'GET') services.sessions.forget();
        }
      };
    },
  };
}

const json = (value: unknown) => Buffer.from(JSON.stringify(value ?? null));

/** A handler's result as the bytes to send (kept as such for a repeated Idempotency-Key). */
function prepare(result: unknown): PreparedAnswer {
  if (result instanceof FileResult) {
    return { status: 200, contentType: result.contentType, disposition: result.disposition, body: Buffer.from(result.body) };
  }
  if (result instanceof StatusResult) return { status: result.status, contentType: JSON_TYPE, body: json(result.body) };
  return { status: 200, contentType: JSON_TYPE, body: json(result) };
}

function send(res: ServerResponse, answer: PreparedAnswer): void {
  res.statusCode = answer.status;
  res.setHeader('Content-Type', answer.contentType);
  if (answer.disposition) {
    res.setHeader('Content-Disposition', answer.disposition);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
  }
  res.end(answer.body);
}

export { HttpError };
