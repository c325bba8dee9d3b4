import { currentClaims, type TokenClaims } from '../dataProvider/tokenStore';

/**
 * The signed-in user's token claims (roles, azureId, groupCode, companyId). Read synchronously:
 * they only change at login, refresh (same claims) and group switch (which reloads the page).
 */
export function useClaims(): TokenClaims | undefined {
  return currentClaims();
}
