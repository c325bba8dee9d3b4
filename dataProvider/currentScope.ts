import { currentClaims } from './tokenStore';

/** Cached answers belong to one user in one group: switching group or user must not show stale rows. */
export function currentScope(): string {
  const claims = currentClaims();
  return `${claims?.azureId ?? ''}|${claims?.groupCode ?? ''}`;
}
