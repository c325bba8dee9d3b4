import type { ReactNode } from 'react';
import { AccessDenied, Authenticated } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpenRoute } from '../../authProvider/access';
import { holdsAny, type Role } from '../../schemas/roles';
import { useClaims } from '../../ui/useClaims';
import { useResourcesWanted } from './AppSetup';
import { useLanding } from './useLanding';

/**
 * Custom routes are not protected by react-admin: each page renders through this guard. Signed
 * out: to /login. Not allowed: to the landing page by role, or access denied when there is none
 * (or when the landing page is this very page).
 */
export function PageGuard({ access, children }: { access: readonly Role[]; children: ReactNode }) {
  return (
    <Authenticated>
      <Allowed access={access}>{children}</Allowed>
    </Authenticated>
  );
}

function Allowed({ access, children }: { access: readonly Role[]; children: ReactNode }) {
  // Pages without the layout are signed-in screens too.
  useResourcesWanted();
  const { pathname } = useLocation();
  const roles = useClaims()?.roles ?? [];
  const landing = useLanding();
  if (roles.length > 0 && holdsAny(roles, access) && canOpenRoute(roles, pathname)) return <>{children}</>;
  if (landing && landing.toLowerCase() !== pathname.toLowerCase()) return <Navigate to={landing} replace />;
  return <AccessDenied />;
}
