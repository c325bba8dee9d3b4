import { ClosedCustomer } from '../../schemas/entities/closedCustomer';
import { defineResource } from '../framework/defineResource';
import { ClosedCustomerList } from './ClosedCustomerList';

/**
 * Closed customers (/icrm/closedcustomers, iCRMBasis): delivery stops started within the last Days
 * days (default 60), most recently closed first, 20 per page.
 */
export const closedCustomers = () =>
  defineResource({
    name: 'closedCustomers',
    path: '/icrm/closedcustomers',
    id: 'debnr',
    representation: 'name',
    schema: ClosedCustomer,
    endpoints: { list: { method: 'GET', path: 'customer/GetClosedCustomers' } },
    access: { list: ['iCRMBasis'] },
    list: {
      columns: ['levStop', 'debnr', 'name', 'betaalConditie', 'bettermijn', 'daysClosed'],
      sort: { field: 'daysClosed', order: 'ASC' },
      perPage: 20,
      export: false,
    },
    views: { list: ClosedCustomerList, show: null, edit: null, create: null },
  });
