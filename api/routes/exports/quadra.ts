import { BRANCHES } from '../../../schemas/entities/exports';
import { accountingFaults, paymentEntries, quadraFile, salesEntries } from '../../exports/quadra';
import { defineRoute } from '../../http/route';
import { FileResult } from '../../http/results';
import { faultsQuery, quadraQuery } from './exportInputs';

const ASCII_TYPE = 'text/plain; charset=us-ascii';
/** VENTES or PAIEMENTS, the branch and today's date (spec part 2 §9: other downloads carry the current date). */
const fileName = (kind: string, query: { finadmin: keyof typeof BRANCHES }, today: string) => `${kind}-${BRANCHES[query.finadmin]}-${today}.ascii`;

/**
 * The accounting-package export (spec part 2 §2, §7; iCRMFinancieel): a branch's sales journal as a
 * preview, the entries the package would refuse, and the two import files (VENTES, PAIEMENTS) in its
 * fixed-width layout (README "Accounting export").
 */
export const quadraRoutes = [
  defineRoute({
    endpoint: 'GET quadra/preview',
    query: quadraQuery,
    async handler({ query, services }) {
      return salesEntries(services.db, query, query.finadmin);
    },
  }),
  defineRoute({
    endpoint: 'GET quadra/faults',
    query: faultsQuery,
    async handler({ query, services }) {
      return accountingFaults(services.db, query, query.finadmin);
    },
  }),
  defineRoute({
    endpoint: 'GET quadra/download-sales',
    query: quadraQuery,
    async handler({ query, services, today }) {
      return new FileResult(fileName('VENTES', query, today), ASCII_TYPE, quadraFile(await salesEntries(services.db, query, query.finadmin), 'VT'));
    },
  }),
  defineRoute({
    endpoint: 'GET quadra/download-payments',
    query: quadraQuery,
    async handler({ query, services, today }) {
      return new FileResult(fileName('PAIEMENTS', query, today), ASCII_TYPE, quadraFile(await paymentEntries(services.db, query, query.finadmin), 'BQ'));
    },
  }),
];
