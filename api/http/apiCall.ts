import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse, type ParsedUrlQuery } from 'node:querystring';
import bodyParser from 'body-parser';
import proxyaddr from 'proxy-addr';
import { jsonDepth, MAX_BODY_BYTES, MAX_BODY_DEPTH } from './bodyLimits';

/*
 * What a route reads of a request, taken from Node's own request: the api runs on node:http, not
 * Express, whose layers and request helpers took a third of its time per ready-made list answer.
 * Read as Express read them: the query string with Node's querystring (Express's 'simple' parser),
 * JSON bodies with Express's own parser (charsets, compressed bodies and refusals), within the body limits:
 * the nesting is measured on the raw bytes before JSON.parse sees them.
 */
const jsonBody = bodyParser.json({
  limit: MAX_BODY_BYTES,
  verify: (_req, _res, bytes) => {
    if (jsonDepth(bytes) > MAX_BODY_DEPTH) throw Object.assign(new Error('nested too deeply'), { status: 400, type: 'entity.too.deep' });
  },
});

/** The query string's parameters. */
export function queryOf(url: string): ParsedUrlQuery {
  const start = url.indexOf('?');
  return start < 0 ? {} : parse(url.slice(start + 1));
}

/** The request's JSON body (undefined when it has none); GET and HEAD carry none. */
export function readBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    jsonBody(req, res, (error?: unknown) => (error ? reject(error) : resolve((req as { body?: unknown }).body)));
  });
}

/** A request header's value, several joined as one. */
export function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

/**
 * The client's address: the socket's or, with `trustProxy`, the one a proxy on a private network says
 * it forwarded for (X-Forwarded-For), as Express's `trust proxy` setting of the same value.
 */
export function clientAddress(trustProxy: boolean): (req: IncomingMessage) => string {
  const trust = proxyaddr.compile(trustProxy ? ['loopback', 'linklocal', 'uniquelocal'] : []);
  return (req) => proxyaddr(req, trust) ?? '';
}
