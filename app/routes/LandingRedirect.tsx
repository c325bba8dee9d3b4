import { AccessDenied, Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { useAppSetup } from './AppSetup';
import { useLanding } from './useLanding';

/** The root path: off to the landing page by role. */
export function LandingRedirect() {
  const landing = useLanding();
  const { loading } = useAppSetup();
  if (landing) return <Navigate to={landing} replace />;
  return loading ? <Loading /> : <AccessDenied />;
}
