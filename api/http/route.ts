import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { EndpointResponse, FileAnswer } from '../../schemas/endpointResponses';
import { ENDPOINT_ACCESS, parseEndpointKey, type EndpointKey } from '../../schemas/endpoints';
import { holdsAny } from '../../schemas/roles';
import { authenticate } from '../auth/authenticate';
import { assertTermsAccepted } from '../auth/terms';
import type { SessionClaims } from '../auth/tokens';
import { today } from '../clock';
import type { Services } from '../services';
import { badRequest, forbidden, HttpError, unauthorized, zodErrors } from './errors';
import { currentGroupOf, type CurrentGroup } from './currentGroup';
import { FileResult, StatusResult } from './results';
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
  req: Request;
  res: Response;
}

/** What a handler may return: the endpoint's answer (schemas/endpointResponses.ts), a file for file endpoints, or a status with a body. */
export type HandlerResult<E extends EndpointKey> = (EndpointResponse<E> extends FileAnswer ? FileResult : EndpointResponse<E>) | StatusResult;

export interface RouteSpec<Q extends z.ZodType, B extends z.ZodType, E extends EndpointKey> {
  endpoint: E;
  /** Path parameters and query string, merged. */
  query?: Q;
  body?: B;
  handler(ctx: RouteContext<z.output<Q>, z.output<B>>): Promise<HandlerResult<E>>;
}

export interface RouteDefinition {
  endpoint: EndpointKey;
  mount(router: Router, services: Services): void;
}

const EMPTY = z.object({});

export function defineRoute<Q extends z.ZodType = typeof EMPTY, B extends z.ZodType = z.ZodUnknown, E extends EndpointKey = EndpointKey>(
  spec: RouteSpec<Q, B, E>,
): RouteDefinition {
  const access = ENDPOINT_ACCESS[spec.endpoint];
  if (access === undefined) throw new Error(`No access entry for ${spec.endpoint}`);
  const { method, path } = parseEndpointKey(spec.endpoint);
  const expressPath = '/' + path.replace(/\{(\w+)\}/g, ':$1');
  const querySchema = spec.query ?? EMPTY;
  const bodySchema = spec.body ?? z.unknown();

  return {
    endpoint: spec.endpoint,
    mount(router, services) {
      const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      router[verb](expressPath, async (req, res, next) => {
        try {
          const signedIn = await authenticate(services, req.get('authorization'), services.clock.now());
          const claims = signedIn?.claims;
          if (access !== 'public') {
            if (!signedIn) throw unauthorized();
            if (access !== 'signed-in' && !holdsAny(signedIn.claims.roles, access)) throw forbidden('You do not have the rights for this action');
            assertTermsAccepted(spec.endpoint, signedIn.tosAgreement);
          }
          const nul = fieldWithNul({ ...(req.query as object), ...req.params }) ?? fieldWithNul(req.body);
          if (nul !== undefined) throw badRequest('Invalid input', { [nul]: 'contains a character that is not allowed' });
          const query = querySchema.safeParse({ ...(req.query as object), ...req.params });
          if (!query.success) throw badRequest('Invalid query parameters', zodErrors(query.error));
          const body = bodySchema.safeParse(req.body ?? {});
          if (!body.success) throw badRequest('Invalid request body', zodErrors(body.error));

          let groupPromise: Promise<CurrentGroup> | undefined;
          const ctx: RouteContext<z.output<Q>, z.output<B>> = {
            query: query.data as z.output<Q>,
            body: body.data as z.output<B>,
            get caller() {
              if (!claims) throw unauthorized();
              return claims;
            },
            services,
            today: today(services.clock),
            ip: req.ip ?? '',
            currentGroup() {
              if (!claims) return Promise.reject(unauthorized());
              groupPromise ??= currentGroupOf(services.db, claims, req.get('groupcode'));
              return groupPromise;
            },
            req,
            res,
          };
          send(res, await spec.handler(ctx));
        } catch (error) {
          next(error);
        } finally {
          // A change may concern who someone is (roles, password, deletion, logout): ask the database again.
          if (method !== 'GET') services.sessions.forget();
        }
      });
    },
  };
}

function send(res: Response, result: unknown): void {
  if (result instanceof FileResult) {
    res.setHeader('Content-Type', result.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${result.fileName}"`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition');
    res.send(result.body);
  } else if (result instanceof StatusResult) {
    res.status(result.status).json(result.body ?? null);
  } else {
    res.json(result ?? null);
  }
}

export { HttpError };
