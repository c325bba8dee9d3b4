import { AccessDenied, Loading, useCanAccess } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { matchAppRoute } from '../../schemas/appRoutes';
import { ErrorView } from '../../ui/ErrorView';
import { useAppSetup } from './AppSetup';
import { openQuestion } from './reach';
import { useLanding } from './useLanding';

/**
 * Paths no page matched (pages match case-insensitively, so legacy spellings such as
 * /iCRM/Inbox or /wholesale/customers reach their page before this). A route of the route table
 * the user may not open lands by role, even before its screen exists; anything else is a 404 once
 * the resource pages have loaded.
 */
export function CatchAll() {
  const { pathname } = useLocation();
  const inRouteTable = matchAppRoute(pathname) !== undefined;
  const { canAccess, isPending } = useCanAccess({ ...openQuestion(pathname), enabled: inRouteTable });
  const landing = useLanding();
  const { loading } = useAppSetup();
  if (inRouteTable && isPending) return <Loading />;
  if (inRouteTable && !canAccess) {
    return landing && landing.toLowerCase() !== pathname.toLowerCase() ? <Navigate to={landing} replace /> : <AccessDenied />;
  }
  return loading ? <Loading /> : <ErrorView status={404} />;
}
