import type { LatestImport } from '../../../schemas/entities/account';
import { defineRoute } from '../../http/route';

/** GET admin/getlatestimport: when the billing data was last imported, and its latest invoice date (side navigation). */
export const latestImportRoutes = [
  defineRoute({
    endpoint: 'GET admin/getlatestimport',
    async handler({ services }) {
      const [latest] = await services.db.query<LatestImport>(
        `SELECT (SELECT max(import_finished) FROM data_imports) AS "importFinished",
                (SELECT max(fctdat) FROM invoices) AS "latestInvoice"`,
      );
      return latest!;
    },
  }),
];
