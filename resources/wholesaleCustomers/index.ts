import { CustomerListRow } from '../../schemas/entities/customer';
import { defineResource } from '../framework/defineResource';

/** The list's hints: the debnr opens the wholesale customer page. */
const wholesaleCustomerRow = CustomerListRow.extend({
  debnr: CustomerListRow.shape.debnr.meta({ 'x-link': '/wholesale/customer/{debnr}' }),
  email: CustomerListRow.shape.email.meta({ 'x-format': 'email' }),
});

/**
 * Wholesale customers (/wholesale/Customers, iCRMWholesale; wholesale users land on
 * /wholesale/customers, the same route since routes match case-insensitively). A generated list,
 * 20 per page; each customer opens /wholesale/customer/{debnr} (custom-pages/wholesale). The spec names
 * no call of its own for this list: its rows are the current group's customers of customer/getallcustomers,
 * the spec's customer list (the api's wholesale/getallcustomers extension answers the same, unused here).
 */
export const wholesaleCustomers = () =>
  defineResource({
    name: 'wholesaleCustomers',
    path: '/wholesale/Customers',
    id: 'debnr',
    representation: 'name',
    schema: wholesaleCustomerRow,
    endpoints: { list: { method: 'GET', path: 'customer/getallcustomers' } },
    access: { list: ['iCRMWholesale'] },
    list: {
      columns: ['debnr', 'name', 'zipcode', 'city', 'branche', 'email', 'inetCheck'],
      filters: { debnr: ['contains', 'startsWith'], name: ['contains', 'startsWith', 'endsWith', 'matches'], city: ['contains'], inetCheck: ['isTrue', 'isFalse'] },
      sort: { field: 'debnr', order: 'ASC' },
      perPage: 20,
    },
    views: { show: null, edit: null, create: null },
  });
