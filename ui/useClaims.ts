import { currentClaims, type TokenClaims } from '../dataProvider/tokenStore';

/**
 * The signed-in user's token claims (the spec's: roles, preferred_username, userName, azureId, groupCode;
 * the tenant is no claim, see useTenant). Read synchronously:
 * they only change at login, refresh (same claims) and group switch (which reloads the page).
 */
export function useClaims(): TokenClaims | undefined {
  return currentClaims();
}
