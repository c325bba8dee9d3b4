import { AccessDenied, Loading } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canOpenRoute } from '../../authProvider/access';
import { matchAppRoute } from '../../schemas/appRoutes';
import { ErrorView } from '../../ui/ErrorView';
import { useClaims } from '../../ui/useClaims';
import { useAppSetup } from './AppSetup';
import { useLanding } from './useLanding';

/**
 * Paths no page matched (pages match case-insensitively, so legacy spellings such as
 * /iCRM/Inbox or /wholesale/customers reach their page before this). A route of the route table
 * the user may not open lands by role, even before its screen exists; anything else is a 404 once
 * the resource pages have loaded.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const roles = useClaims()?.roles ?? [];
  const landing = useLanding();
  const { loading } = useAppSetup();
  if (matchAppRoute(pathname) && !canOpenRoute(roles, pathname)) {
    return landing && landing.toLowerCase() !== pathname.toLowerCase() ? <Navigate to={landing} replace /> : <AccessDenied />;
  }
  return loading ? <Loading /> : <ErrorView status={404} />;
}
