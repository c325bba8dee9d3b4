import type { TokenClaims } from '../schemas/claims';
import { STORAGE_KEYS } from '../schemas/constants';
import { normaliseRoles } from '../schemas/roles';
import { forgetAnswers } from './revalidation';
import { tenantStore } from './tenantStore';

export type { TokenClaims };

/**
 * Access and refresh tokens live in localStorage under the spec's keys (access_token, refresh_token),
 * shared by every tab. The HTTP client (http.ts) reads and refreshes them; the authProvider uses both.
 */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const tokenStore = {
  get(): TokenPair | undefined {
    const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    return accessToken && refreshToken ? { accessToken, refreshToken } : undefined;
  },
  set(pair: TokenPair): void {
    localStorage.setItem(STORAGE_KEYS.accessToken, pair.accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, pair.refreshToken);
  },
  clear(): void {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    tenantStore.clear();
    forgetAnswers();
  },
};

/**
 * Reads the claims of a JWT without verifying it (the server verifies; the browser only displays).
 * Only the spec's claims are relied on; the tenant is no claim (see tenant.ts).
 */
function decodeClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = JSON.parse(decodeURIComponent(escape(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))));
    // Picked one by one: nothing beyond the spec's claims (and the expiry) reaches the screens.
    return {
      roles: normaliseRoles(json.roles),
      preferred_username: String(json.preferred_username ?? ''),
      userName: String(json.userName ?? ''),
      azureId: json.azureId,
      groupCode: String(json.groupCode ?? ''),
      exp: json.exp,
    };
  } catch {
    return undefined;
  }
}

let lastDecoded: { token: string; claims: TokenClaims | undefined } | undefined;

/**
 * The claims of a token, decoded once per token: every access check and every call of a render asks
 * for those of the same one.
 */
export function claimsOf(token: string | undefined): TokenClaims | undefined {
  if (token === undefined) return undefined;
  if (lastDecoded?.token !== token) lastDecoded = { token, claims: decodeClaims(token) };
  return lastDecoded.claims;
}

/** The claims of the signed-in user's access token, as stored now. */
export function currentClaims(): TokenClaims | undefined {
  return claimsOf(tokenStore.get()?.accessToken);
}

export function isExpired(claims: TokenClaims | undefined, now = Date.now()): boolean {
  return !claims || claims.exp * 1000 <= now;
}
