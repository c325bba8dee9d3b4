import { lazy, memo, Suspense } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CustomerPrefetch } from './CustomerPrefetch';
import { useNoRetryOnClientErrors } from './useCustomerQuery';

// Memoised: the route re-renders whenever the router's matches are rebuilt (the resource pages joining
// after the first paint); the page itself renders again only for its own data.
const CustomerPage = lazy(() => import('./CustomerPage').then((m) => ({ default: memo(m.CustomerPage) })));

/**
 * /icrm/customer/:debnr, loaded with the app: it asks for the customer and its sections at once, while
 * the page's code is still loading (its own Suspense boundary lets these requests start right away).
 */
export function CustomerRoute() {
  const { debnr = '' } = useParams();
  useNoRetryOnClientErrors();
  return (
    <>
      <CustomerPrefetch debnr={debnr} />
      <Suspense fallback={<Loading />}>
        <CustomerPage debnr={debnr} />
      </Suspense>
    </>
  );
}
