import type { ReactNode } from 'react';
import { AccessDenied, Authenticated } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { AccessQuestion } from '../../ui/pageDefinition';
import { usePathname } from './appRouter';
import { useResourcesWanted } from './AppSetup';
import { openQuestion } from './reach';
import { useLandingState } from './useLanding';
import { useMay } from './useMay';

/**
 * Custom routes are not protected by react-admin: each page renders through this guard. Signed
 * out: to /login. Not allowed (canAccess refuses the path's route or the page's own question): to
 * the landing page by role, or access denied when there is none (or when the landing page is this very page).
 */
export function PageGuard({ access, children }: { access?: AccessQuestion; children: ReactNode }) {
  return (
    <Authenticated>
      <Allowed access={access}>{children}</Allowed>
    </Authenticated>
  );
}

function Allowed({ access, children }: { access?: AccessQuestion; children: ReactNode }) {
  // Pages without the layout are signed-in screens too.
  useResourcesWanted();
  const pathname = usePathname();
  const route = openQuestion(pathname);
  const { may, isPending } = useMay(access ? [route, access] : [route]);
  const landing = useLandingState();
  if (isPending) return null;
  if (may(route) && (!access || may(access))) return <>{children}</>;
  if (landing.isPending) return null;
  if (landing.landing && landing.landing.toLowerCase() !== pathname.toLowerCase()) return <Navigate to={landing.landing} replace />;
  return <AccessDenied />;
}
