import { ClosedCustomer } from '../../schemas/entities/closedCustomer';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { DeliveryStopIcon } from '../../ui/cells/DeliveryStopIcon';
import { defineResource } from '../framework/defineResource';
import { closedCustomerSource } from './closedCustomerSource';

/**
 * Closed customers (/icrm/closedcustomers, iCRMBasis): delivery stops started within the last Days
 * days (default 60), most recently closed first, 20 per page; the debnr opens the customer page.
 */
export const closedCustomers = () =>
  defineResource<ClosedCustomer>({
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
    listSlots: {
      source: closedCustomerSource,
      cells: {
        levStop: ({ record }) => <DeliveryStopIcon levStop={record.levStop} />,
        debnr: ({ record }) => <CustomerLink debnr={record.debnr} />,
      },
    },
    views: { show: null, edit: null, create: null },
  });
