import { z } from 'zod';
import { AdHocRows, JDF_TYPES, type AdHocRow } from '../../../schemas/entities/exports';
import { adHocExport, jdfExport, jdfFile, purchaseCustomers, purchaseLines } from '../../exports/mfExports';
import { writeXlsx, type XlsxColumn } from '../../files/xlsx';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';
import { debnrInput, rangeQuery } from './exportInputs';

const AD_HOC_COLUMNS: XlsxColumn<AdHocRow>[] = [
  { header: 'mvcodcli', value: (r) => r.mvcodcli },
  { header: 'mvdatdoc', value: (r) => r.mvdatdoc, width: 12 },
  { header: 'mvnumdoc', value: (r) => r.mvnumdoc, format: 'integer', width: 14 },
  { header: 'mvcodart', value: (r) => r.mvcodart },
  { header: 'mvaspest', value: (r) => r.mvaspest, width: 14 },
  { header: 'mvdesart', value: (r) => r.mvdesart, width: 36 },
  { header: 'mvcodiva', value: (r) => r.mvcodiva },
  { header: 'mvvalrig', value: (r) => r.mvvalrig, format: 'money' },
];

/**
 * The exports of the caller's company (spec part 2 §2, §7; MFJDFexport): the ad-hoc invoice-line
 * export, the JDF documents and their text files, and the purchase overview.
 */
export const mfExportRoutes = [
  defineRoute({
    endpoint: 'GET GenerateAdHocExport',
    query: rangeQuery,
    async handler({ query, services, currentGroup }) {
      return adHocExport(services.db, query, (await currentGroup()).companyId);
    },
  }),
  defineRoute({
    endpoint: 'POST DownloadExcelAdHoc',
    // The spec's body is the rows; checked but not trusted: computed again from the range sent as query parameters.
    query: rangeQuery,
    body: AdHocRows,
    async handler({ query, services, currentGroup, today }) {
      const rows = await adHocExport(services.db, query, (await currentGroup()).companyId);
      // The spec's file name ends .xls and carries today's date (part 2 §9); the content is an Excel workbook (xlsx), which Excel opens after a warning.
      return new FileResult(`AdHoc-Export-${today}.xls`, XLSX_TYPE, await writeXlsx('Ad hoc', AD_HOC_COLUMNS, rows));
    },
  }),
  defineRoute({
    endpoint: 'GET ExportJDF',
    query: rangeQuery,
    async handler({ query, services, currentGroup }) {
      return jdfExport(services.db, query, (await currentGroup()).companyId);
    },
  }),
  defineRoute({
    endpoint: 'GET ExportJDF/download',
    query: rangeQuery.and(z.object({ type: z.enum(JDF_TYPES) })),
    async handler({ query, services, currentGroup, today }) {
      const text = await jdfFile(services.db, query, (await currentGroup()).companyId, query.type);
      return new FileResult(`JDF-${query.type}-${today}.txt`, 'text/plain; charset=utf-8', text);
    },
  }),
  defineRoute({
    endpoint: 'GET GetPurchaseOverviewCustomers',
    query: rangeQuery,
    async handler({ query, services, currentGroup }) {
      return purchaseCustomers(services.db, query, (await currentGroup()).companyId);
    },
  }),
  defineRoute({
    endpoint: 'GET GetPurchaseOverviewDetails',
    query: rangeQuery.and(z.object({ debnr: debnrInput })),
    async handler({ query, services, currentGroup }) {
      return purchaseLines(services.db, query, (await currentGroup()).companyId, query.debnr);
    },
  }),
];
