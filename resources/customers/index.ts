import { CustomerListRow } from '../../schemas/entities/customer';
import { defineResource } from '../framework/defineResource';
import { CustomerList } from './CustomerList';

/**
 * Customers (/icrm/customers, iCRMBasis): the list links to the customer page (custom-pages/customer),
 * so the resource has no show, edit or create views of its own.
 */
export const customers = () =>
  defineResource({
    name: 'customers',
    path: '/icrm/customers',
    id: 'debnr',
    representation: 'name',
    schema: CustomerListRow,
    endpoints: { list: { method: 'GET', path: 'customer/getallcustomers' } },
    access: { list: ['iCRMBasis'] },
    list: {
      // Every column the list may show; the bespoke list picks zipcode or commercial type by company.
      columns: ['levStop', 'debnr', 'name', 'zipcode', 'commercialType', 'city', 'phoneNumber', 'branche', 'email'],
      sort: { field: 'debnr', order: 'ASC' },
      perPage: 20,
      search: true,
      export: true,
    },
    views: { list: CustomerList, show: null, edit: null, create: null },
  });
