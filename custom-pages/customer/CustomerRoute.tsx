import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { lazyPage } from '../../ui/lazyPage';
import { CustomerPrefetch } from './CustomerPrefetch';
import { loadCustomerPage } from './preloadCustomerPage';
import { useCustomerQueryDefaults } from './useCustomerQuery';

const CustomerPage = lazyPage(loadCustomerPage, 'CustomerPage');

/**
 * /icrm/customer/:debnr, loaded with the app: it asks for the customer and its sections at once, while
 * the page's code is still loading (its own Suspense boundary lets these requests start right away).
 */
export function CustomerRoute() {
  const { debnr = '' } = useParams();
  useCustomerQueryDefaults();
  return (
    <>
      <CustomerPrefetch debnr={debnr} />
      <Suspense fallback={<Loading />}>
        <CustomerPage debnr={debnr} />
      </Suspense>
    </>
  );
}
