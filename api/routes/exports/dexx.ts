import { z } from 'zod';
import { BRANCHES, CncExportRows, DEB_COMPANIES, DEFAULT_STOCK_BRANCH, EXPORT_MESSAGES, STOCK_BRANCHES, StockExportMail, type CncExportRow, type DeclarationRow, type StockExportRow } from '../../../schemas/entities/exports';
import { cncExport, debExpedition, debImportation, stockExport } from '../../exports/dexxExports';
import { fileNamePart } from '../../files/downloadName';
import { writeXlsx, type XlsxColumn } from '../../files/xlsx';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';
import { FileResult, XLSX_TYPE } from '../../http/results';
import { branchInput, debnrInput, optionalRange, rangeQuery } from './exportInputs';

const CNC_COLUMNS: XlsxColumn<CncExportRow>[] = [
  { header: 'Date', value: (r) => `${r.fctdat.slice(8, 10)}/${r.fctdat.slice(5, 7)}/${r.fctdat.slice(0, 4)}`, width: 12 },
  { header: 'Jour', value: (r) => r.dayname, width: 12 },
  { header: 'Fleurs', value: (r) => r.flowers, format: 'money', width: 12 },
  { header: 'Plantes', value: (r) => r.plants, format: 'money', width: 12 },
  { header: 'Déco', value: (r) => r.deco, format: 'money', width: 12 },
  { header: 'Divers', value: (r) => r.divers, format: 'money', width: 12 },
  { header: 'Frais Prepa', value: (r) => r.handling, format: 'money', width: 12 },
];

const STOCK_COLUMNS: XlsxColumn<StockExportRow>[] = [
  { header: 'Voortxt', value: (r) => r.voortxt, width: 34 },
  { header: 'Total', value: (r) => r.total, format: 'money', width: 14 },
];

const DECLARATION_COLUMNS: XlsxColumn<DeclarationRow>[] = [
  { header: 'debnr', value: (r) => r.debnr },
  { header: 'datum', value: (r) => r.datum, width: 12 },
  { header: 'factnr', value: (r) => r.factnr, format: 'integer', width: 14 },
  { header: 'statnr', value: (r) => r.statnr },
  { header: 'pays_origine', value: (r) => r.payS_ORIGINE, width: 14 },
  { header: 'pays_provenance', value: (r) => r.payS_PROVENANCE, width: 16 },
  { header: 'totstuks', value: (r) => r.totstuks, format: 'integer' },
  { header: 'departement', value: (r) => r.departement, width: 13 },
  { header: 'waarde', value: (r) => r.waarde, format: 'money' },
];

const debCompany = z.enum(DEB_COMPANIES.map((c) => c.code) as [string, ...string[]]);
const branchOfCompany = (code: string) => DEB_COMPANIES.find((c) => c.code === code)!.branch;
/** The DEB expedition's debtor number: required ('Enter debnr'), at most 6 characters (spec part 2 §5); part of the file's name. */
const expeditionQuery = rangeQuery.and(
  z.object({ debnr: z.string({ error: EXPORT_MESSAGES.enterDebnr }).trim().min(1, EXPORT_MESSAGES.enterDebnr).pipe(debnrInput).pipe(fileNamePart) }),
);

/** The accounting mailbox the stock export goes to. */
export const ACCOUNTING_MAILBOX = 'comptabilite@dexx-drive.example';

/**
 * The Dexx exports (spec part 2 §2, §7): the DEB customs declaration (importation per company,
 * expedition per customer), the click-and-collect sales per day, and the branch stock mailed to
 * accounting. Every figure is computed from the invoices, lines and stock in the database.
 */
export const dexxExportRoutes = [
  defineRoute({
    endpoint: 'GET GenerateDexxCBSExport',
    query: rangeQuery.and(z.object({ company: debCompany })),
    async handler({ query, services }) {
      return debImportation(services.db, query, branchOfCompany(query.company));
    },
  }),
  defineRoute({
    endpoint: 'GET DownloadExcelDexxCBSExport',
    query: rangeQuery.and(z.object({ company: debCompany })),
    async handler({ query, services, today }) {
      const rows = await debImportation(services.db, query, branchOfCompany(query.company));
      return new FileResult(`DEXX-CBS-Export-${query.company}-${today}.xlsx`, XLSX_TYPE, await writeXlsx('DEB importation', DECLARATION_COLUMNS, rows));
    },
  }),
  defineRoute({
    endpoint: 'GET GenerateDexxCBSExportExpedition',
    query: expeditionQuery,
    async handler({ query, services }) {
      return debExpedition(services.db, query, query.debnr);
    },
  }),
  defineRoute({
    endpoint: 'GET DownloadExcelDexxCBSExportExpedition',
    query: expeditionQuery,
    async handler({ query, services, today }) {
      const rows = await debExpedition(services.db, query, query.debnr);
      return new FileResult(`DEXX-CBS-Export-Expedition-${query.debnr}-${today}.xlsx`, XLSX_TYPE, await writeXlsx('DEB expedition', DECLARATION_COLUMNS, rows));
    },
  }),
  defineRoute({
    endpoint: 'GET GenerateDexxCnCExport',
    query: rangeQuery,
    async handler({ query, services }) {
      return cncExport(services.db, query);
    },
  }),
  defineRoute({
    endpoint: 'POST DownloadExcelDexxCnCExport',
    // The spec's body is the list of generated rows; it is checked but not trusted: the file is computed
    // again from the range the page sends along as query parameters.
    query: rangeQuery,
    body: CncExportRows,
    async handler({ query, services, today }) {
      const rows = await cncExport(services.db, query);
      // Today's date in the name (spec part 2 §9: other downloads carry the current date).
      return new FileResult(`DEXX-CnC-Export-${today}.xlsx`, XLSX_TYPE, await writeXlsx('Click and collect', CNC_COLUMNS, rows));
    },
  }),
  defineRoute({
    endpoint: 'GET GenerateStockExport',
    query: optionalRange.extend({ company: branchInput(STOCK_BRANCHES).default(DEFAULT_STOCK_BRANCH) }),
    async handler({ query, services }) {
      return stockExport(services.db, query.company);
    },
  }),
  defineRoute({
    endpoint: 'POST DownloadExcelStockExport',
    // The spec's body: the rows in `data` and the branch; the mailed stock is read again, not taken from `data`.
    body: StockExportMail.extend({ company: branchInput(STOCK_BRANCHES) }),
    async handler({ body, services, today, caller }) {
      const rows = await stockExport(services.db, body.company);
      if (rows.length === 0) throw badRequest('No stock to send for this branch');
      const file = await writeXlsx(`Stock ${BRANCHES[body.company]}`, STOCK_COLUMNS, rows);
      const fileName = `Stock-${BRANCHES[body.company]}-${today}.xlsx`;
      const { delivered } = await services.mailer.send({
        to: ACCOUNTING_MAILBOX,
        subject: `Stock ${BRANCHES[body.company]} ${today}`,
        body: `Stock export of ${BRANCHES[body.company]} (${rows.length} stock labels), sent by ${caller.userName}.`,
        attachments: [{ filename: fileName, contentType: XLSX_TYPE, content: file.toString('base64') }],
      });
      return { message: `Stock export sent to ${ACCOUNTING_MAILBOX}`, sentTo: ACCOUNTING_MAILBOX, delivered };
    },
  }),
];
