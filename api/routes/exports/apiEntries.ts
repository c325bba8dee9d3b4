import { z } from 'zod';
import { apiEntries, callCenterFile, enalyzerCsv, entryOf, excelFile, flowerPlaceCsv } from '../../exports/apiEntryFiles';
import { defineRoute } from '../../http/route';
import { CSV_TYPE, FileResult, XLSX_TYPE } from '../../http/results';

const fileName = z.string().regex(/^[a-z]{1,30}$/, 'must be a file name');
const finadmin = z.object({ finadmin: z.string().regex(/^\d{1,4}$/, 'must be a company id') });
const callCenterType = z.object({ type: z.string().regex(/^[a-z]{1,30}$/, 'must be a call centre list') });

/**
 * The API pages (spec part 2 §2, §7; iCRMAdmin): the configured entries, and the files they offer,
 * each only for an entry configured in api_entries (its link, and its company for finadmin). The browser
 * follows each entry's link with ?finadmin= (spec part 2 §7); files/enalyzer, files/excel and send/excel
 * are this api's own targets for those links (extensions: a legacy entry links elsewhere).
 */
export const apiEntryRoutes = [
  defineRoute({
    endpoint: 'GET getapis',
    async handler({ services }) {
      return apiEntries(services.db);
    },
  }),
  defineRoute({
    endpoint: 'GET files/enalyzer/{name}',
    query: finadmin.extend({ name: fileName }),
    async handler({ query, services, today }) {
      const entry = await entryOf(services.db, `/api/files/enalyzer/${query.name}`, query.finadmin);
      return new FileResult(`Enalyzer-${query.name}-${today}.csv`, CSV_TYPE, await enalyzerCsv(services.db, Number(entry.finadmin), today));
    },
  }),
  defineRoute({
    endpoint: 'GET files/excel/{name}',
    query: finadmin.extend({ name: fileName }),
    async handler({ query, services, today }) {
      const entry = await entryOf(services.db, `/api/files/excel/${query.name}`, query.finadmin);
      const file = await excelFile(services.db, query.name, Number(entry.finadmin), today);
      return new FileResult(file.fileName, XLSX_TYPE, file.body);
    },
  }),
  defineRoute({
    endpoint: 'GET send/excel/{name}',
    query: finadmin.extend({ name: fileName }),
    async handler({ query, services, today, caller }) {
      // A send_excel entry's link is this route: the browser GETs it (spec part 2 §7, the daily-Excel send endpoint).
      const entry = await entryOf(services.db, `/api/send/excel/${query.name}`, query.finadmin);
      const file = await excelFile(services.db, query.name, Number(entry.finadmin), today);
      // The daily file goes to whoever asked for it.
      await services.mailer.send({
        to: caller.preferred_username,
        subject: `${entry.name} ${today}`,
        body: `${entry.description} (${entry.companyName}).`,
        attachments: [{ filename: file.fileName, contentType: XLSX_TYPE, content: file.body.toString('base64') }],
      });
      return { message: `${entry.name} sent to ${caller.preferred_username}` };
    },
  }),
  defineRoute({
    endpoint: 'GET download/callcenter',
    query: callCenterType,
    async handler({ query, services, today }) {
      const entry = await entryOf(services.db, query.type);
      return new FileResult(`Callcenter-${query.type}-${today}.xlsx`, XLSX_TYPE, await callCenterFile(services.db, Number(entry.finadmin), today));
    },
  }),
  defineRoute({
    endpoint: 'GET send/callcenter',
    query: callCenterType,
    async handler({ query, services, today }) {
      const entry = await entryOf(services.db, query.type);
      const body = await callCenterFile(services.db, Number(entry.finadmin), today);
      const to = `callcenter@${query.type}.example`;
      await services.mailer.send({
        to,
        subject: `${entry.name} ${today}`,
        body: entry.description,
        attachments: [{ filename: `Callcenter-${query.type}-${today}.xlsx`, contentType: XLSX_TYPE, content: body.toString('base64') }],
      });
      return { message: `${entry.name} sent to ${to}` };
    },
  }),
  defineRoute({
    endpoint: 'POST DownloadFlowerPlaceExportTable',
    async handler({ services, today }) {
      return new FileResult(`Flowerplace-${today}.csv`, CSV_TYPE, await flowerPlaceCsv(services.db, today));
    },
  }),
];
