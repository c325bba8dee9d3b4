import type { AuthProvider } from 'react-admin';
import { call } from '../dataProvider/customCalls';
import { apiFetch, refreshTokens } from '../dataProvider/http';
import { isNotOffered } from '../dataProvider/notOffered';
import { canAccess, type AccessRequest, type ResourceAccessTable } from './access';
import { TermsNotAcceptedError, type LoginParams, type Session, type SessionUser } from './session';
import { currentTenant, loadTenant } from '../dataProvider/tenant';
import { currentClaims, isExpired, tokenStore } from '../dataProvider/tokenStore';
import { logOutOfWebshop } from '../ui/webshopSession';

function currentRoles(): string[] {
  return currentClaims()?.roles ?? [];
}

/**
 * Keeps the tenant of the session's group (no token claim carries it): asked once per user and group,
 * so the first screen already knows its variant. A failure is no reason to refuse the session: the
 * screens ask again (ui/useTenant.ts).
 */
async function keepTenant(): Promise<void> {
  if (currentTenant() !== undefined) return;
  await loadTenant().catch((error: unknown) => console.error('tenant', error));
}

async function obtainSession(params: LoginParams): Promise<Session> {
  if ('acceptTerms' in params) {
    // The agreement is posted with the pending session's own token, so store it first.
    tokenStore.set(params.acceptTerms);
    try {
      await apiFetch({ method: 'POST', path: 'auth/SetTosAgreement', body: { id: params.acceptTerms.user.id } });
    } catch (error) {
      tokenStore.clear();
      throw error;
    }
    return { ...params.acceptTerms, user: { ...params.acceptTerms.user, tosAgreement: true } };
  }
  if ('resetPasswordToken' in params) {
    return apiFetch<Session>({ method: 'POST', path: 'auth/updatePassword', body: params, anonymous: true });
  }
  // The server reads the caller's ip from the request itself.
  return apiFetch<Session>({ method: 'POST', path: 'auth/login', body: { ...params, ip: '' }, anonymous: true });
}

/** The app's auth provider: react-admin's methods plus the group switch, which also changes the session. */
export interface CrmAuthProvider extends AuthProvider {
  /** Switches the current debtor group; the new tokens carry it (the caller reloads the page). */
  switchGroup(groupCode: string): Promise<void>;
  /** canAccess's answer, now: screens that must not wait a render for it take it as their first answer. */
  canAccessNow(request: AccessRequest): boolean;
}

/**
 * The react-admin auth provider over the legacy auth endpoints. Session code runs one way: the token
 * store and refresh live with the HTTP client (dataProvider), this provider uses them; roles come from
 * the access token's claims, the tenant from the current group (dataProvider/tenant.ts); canAccess
 * answers from authProvider/access.ts, with the resources' access lists as loaded at the time of asking.
 */
export function createAuthProvider(resources: () => ResourceAccessTable): CrmAuthProvider {
  const allowed = (request: AccessRequest) => canAccess(currentRoles(), request, resources());
  return {
    async login(params: LoginParams) {
      const session = await obtainSession(params);
      if (!session.user.tosAgreement) throw new TermsNotAcceptedError(session);
      // react-admin then opens the page asked for before login, or '/' which lands by role.
      tokenStore.set({ accessToken: session.accessToken, refreshToken: session.refreshToken });
      await keepTenant();
    },

    async logout() {
      // First, while the logout click still lets a tab open: the pilot shop the CRM switched signs out too.
      logOutOfWebshop();
      const pair = tokenStore.get();
      tokenStore.clear();
      if (pair) {
        // Revoking the refresh token is an extension: a back office without it has nothing to revoke, so nothing to report.
        await apiFetch({ method: 'POST', path: 'auth/logout', endpoint: 'POST auth/logout', body: { refreshToken: pair.refreshToken }, anonymous: true }).catch(
          (error: unknown) => isNotOffered(error) || console.error('logout', error),
        );
      }
      return '/login';
    },

    async checkAuth() {
      const claims = currentClaims();
      if (!claims?.azureId) throw { redirectTo: '/login', message: false };
      if (isExpired(claims) && !(await refreshTokens())) throw { redirectTo: '/login' };
      await keepTenant();
    },

    async checkError(error: { status?: number }) {
      // http.ts already tried one refresh; a 401 reaching here means the session is gone.
      if (error?.status === 401) throw { redirectTo: '/login' };
    },

    async getIdentity() {
      const claims = currentClaims();
      if (!claims) throw new Error('not signed in');
      const user = await apiFetch<SessionUser>({ path: `auth/GetUserByAzureId/${encodeURIComponent(claims.azureId)}` });
      return { id: claims.azureId, fullName: user.name, user, groupCode: claims.groupCode, groupName: user.groupName };
    },

    async getPermissions() {
      return currentRoles();
    },

    async canAccess(request) {
      return allowed(request);
    },

    canAccessNow: allowed,

    async switchGroup(groupCode: string) {
      const pair = await call('POST groupcode/SetCurrentGroup', { body: { groupCode } });
      tokenStore.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      await keepTenant();
    },
  };
}
