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

/** Sets the security headers every response carries; HSTS only when the request came over https (`secure`). */
export function setSecurityHeaders(res: ServerResponse, secure: boolean): void {
  res.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
