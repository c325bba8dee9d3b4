import { CustomerListRow } from '../../schemas/entities/customer';
import { defineResource } from '../framework/defineResource';
import { customerCells, useCustomerColumns } from './customerCells';
import { customerPath } from './customerColumns';

/**
 * Customers (/icrm/customers, iCRMBasis): the generated list, searched over every field, 20 per page;
 * one column depends on the user's company (commercial type for 3 and 4, else zipcode). A row opens
 * the customer page (custom-pages/customer), so the resource has no show, edit or create views.
 */
export const customers = () =>
  defineResource<CustomerListRow>({
    name: 'customers',
    path: '/icrm/customers',
    id: 'debnr',
    representation: 'name',
    schema: CustomerListRow,
    endpoints: { list: { method: 'GET', path: 'customer/getallcustomers' } },
    access: { list: ['iCRMBasis'] },
    list: {
      // Every column the list may show; useCustomerColumns picks zipcode or commercial type by company.
      columns: ['levStop', 'debnr', 'name', 'zipcode', 'commercialType', 'city', 'phoneNumber', 'branche', 'email'],
      sort: { field: 'debnr', order: 'ASC' },
      perPage: 20,
      search: true,
      export: true,
      // The shown data columns, then both delivery flags.
      exportFields: ['debnr', 'name', 'zipcode', 'commercialType', 'city', 'phoneNumber', 'branche', 'email', 'levStop', 'inetCheck'],
      empty: 'resources.customers.empty',
    },
    listSlots: {
      useColumns: useCustomerColumns,
      cells: customerCells,
      rowClick: (row) => customerPath(row.debnr),
    },
    views: { show: null, edit: null, create: null },
  });
