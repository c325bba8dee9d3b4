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
 * 20 per page; each customer opens /wholesale/customer/{debnr} (custom-pages/wholesale).
 */
export const wholesaleCustomers = () =>
  defineResource({
    name: 'wholesaleCustomers',
    path: '/wholesale/Customers',
    id: 'debnr',
    representation: 'name',
    schema: wholesaleCustomerRow,
    endpoints: { list: { method: 'GET', path: 'wholesale/getallcustomers' } },
    access: { list: ['iCRMWholesale'] },
    list: {
      columns: ['debnr', 'name', 'zipcode', 'city', 'branche', 'email', 'inetCheck'],
      filters: { debnr: ['contains', 'startsWith'], name: ['contains', 'startsWith', 'endsWith', 'matches'], city: ['contains'], inetCheck: ['isTrue', 'isFalse'] },
      sort: { field: 'debnr', order: 'ASC' },
      perPage: 20,
    },
    views: { show: null, edit: null, create: null },
  });
