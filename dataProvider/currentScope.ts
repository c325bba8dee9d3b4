import { decodeClaims, tokenStore } from './tokenStore';

/** Cached answers belong to one user in one group: switching group or user must not show stale rows. */
export function currentScope(): string {
  const claims = decodeClaims(tokenStore.get()?.accessToken);
  return `${claims?.azureId ?? ''}|${claims?.groupCode ?? ''}`;
}
