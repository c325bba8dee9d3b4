import type { ServerResponse } from 'node:http';

/**
 * CSP for the built Vite React app: scripts only from our origin; inline styles because MUI/emotion
 * injects them; images from anywhere over https (customer logos, product pictures); frames from https
 * (the customer-identities page embeds an external page); API calls only to our origin (the proxy).
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https:',
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

// Lower case, as Node keeps the upstream's header names: merged over them, one of each goes out.
const OVER_HTTP = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
} as const;
const OVER_HTTPS = { ...OVER_HTTP, 'strict-transport-security': 'max-age=31536000; includeSubDomains' } as const;

/** An API answer is data, never a document: it may load nothing and be framed nowhere (OWASP's REST headers). */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers every response carries (`api`: an API answer's); HSTS only when the request came over https (`secure`). */
export function securityHeaders(secure: boolean, api = false): Readonly<Record<string, string>> {
  const headers = secure ? OVER_HTTPS : OVER_HTTP;
  return api ? { ...headers, 'content-security-policy': API_POLICY } : headers;
}

/** Sets them on a response Express builds. */
export function setSecurityHeaders(res: ServerResponse, secure: boolean): void {
  for (const [name, value] of Object.entries(securityHeaders(secure))) res.setHeader(name, value);
}
