import { CreditRow } from '../../schemas/entities/credit';
import { defineResource } from '../framework/defineResource';

/** The list's hints: the debnr opens the customer, turnover and credit are euros, the credit percentage (credit / turnover) a Dutch percentage. */
const creditRow = CreditRow.extend({
  debnr: CreditRow.shape.debnr.meta({ 'x-link': '/icrm/customer/{debnr}' }),
  nettoTotal: CreditRow.shape.nettoTotal.meta({ 'x-format': 'currency' }),
  totalCredits: CreditRow.shape.totalCredits.meta({ 'x-format': 'currency' }),
  creditPercentage: CreditRow.shape.creditPercentage.meta({ 'x-format': 'percent' }),
});

/** Credits (/icrm/credits, iCRMManager): customers credited in the last 365 days, highest credit first, 20 per page. */
export const credits = () =>
  defineResource({
    name: 'credits',
    path: '/icrm/credits',
    id: 'debnr',
    representation: 'name',
    schema: creditRow,
    endpoints: { list: { method: 'GET', path: 'manager/getcredits' } },
    access: { list: ['iCRMManager'] },
    list: {
      columns: ['debnr', 'name', 'amountOfInvoices', 'nettoTotal', 'totalCredits', 'creditPercentage', 'branche'],
      sort: { field: 'totalCredits', order: 'DESC' },
      perPage: 20,
    },
    views: { show: null, edit: null, create: null },
  });
