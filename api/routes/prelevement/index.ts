import { z } from 'zod';
import { PrelevementMailList, PrelevementQuery, PrelevementSelection, excelFileName, MAIL_SENT_STATUS, xmlFileName, type PrelevementMail } from '../../../schemas/entities/prelevement';
import { FileResult, StatusResult, XLSX_TYPE } from '../../http/results';
import { notFound } from '../../http/errors';
import { defineRoute, type RouteContext } from '../../http/route';
import { creditorOf } from '../../prelevement/creditors';
import { prelevementDebtors } from '../../prelevement/debtors';
import { prelevementWorkbook } from '../../prelevement/excel';
import { prelevementMail } from '../../prelevement/mail';
import { painXml } from '../../prelevement/painXml';
import { collectedDebtors, listRuns, recordRun, runFile } from '../../prelevement/runs';
import { resolveSelection, type Collection } from '../../prelevement/selection';

type SelectionContext = RouteContext<unknown, PrelevementSelection>;

const selectionOf = (ctx: SelectionContext) =>
  resolveSelection(ctx.services.db, ctx.caller.azureId, { debtors: ctx.body.invoices, path: 'invoices', company: ctx.body.company, datum: ctx.body.datum, today: ctx.today });
const runOf = (ctx: SelectionContext) => ({ company: ctx.body.company, datum: ctx.body.datum, azureId: ctx.caller.azureId, at: ctx.services.clock.now() });

/** Direct-debit runs (spec part 2 §7 "Prelevement"): the debtors, the bank file, the Excel list and the mails. */
export const prelevementRoutes = [
  defineRoute({
    endpoint: 'GET prelevement/runs',
    async handler({ caller, services }) {
      return listRuns(services.db, caller.azureId);
    },
  }),
  defineRoute({
    endpoint: 'GET prelevement/runs/{id}/file',
    query: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    async handler({ caller, query, services }) {
      // A run of someone else's debtors answers as one without a file: its existence is not told either.
      const file = await runFile(services.db, caller.azureId, query.id);
      if (!file) throw notFound('This run kept no file');
      return new FileResult(file.name, file.kind === 'xml' ? 'application/xml; charset=utf-8' : XLSX_TYPE, file.body);
    },
  }),
  defineRoute({
    endpoint: 'POST prelevement/getprelevement',
    body: PrelevementQuery,
    async handler({ body, caller, services }) {
      return prelevementDebtors(services.db, caller.azureId, body.company, body.minBetaalTermijn, body.maxBetaalTermijn);
    },
  }),
  defineRoute({
    endpoint: 'POST prelevement/GeneratePrelevementXml',
    body: PrelevementSelection,
    async handler(ctx) {
      const collections = await selectionOf(ctx);
      const creditor = creditorOf(ctx.body.company);
      const at = ctx.services.clock.now();
      return ctx.services.db.transaction(async (tx) => {
        const earlier = await collectedDebtors(tx, collections.map((c) => c.debnr));
        const messageId = `FLORA-${ctx.body.company}-${at.toISOString().replace(/\D/g, '').slice(0, 14)}`;
        const xml = painXml(collections, { messageId, createdAt: at, creditor, sequenceOf: (debnr) => (earlier.has(debnr) ? 'RCUR' : 'FRST') });
        await recordRun(tx, { ...runOf(ctx), kind: 'xml', collections, file: { name: xmlFileName(ctx.body.datum), body: xml } });
        return new FileResult(xmlFileName(ctx.body.datum), 'application/xml; charset=utf-8', xml);
      });
    },
  }),
  defineRoute({
    endpoint: 'POST prelevement/GeneratePrelevementExcel',
    body: PrelevementSelection,
    async handler(ctx) {
      const collections = await selectionOf(ctx);
      const file = await prelevementWorkbook(collections);
      await recordRun(ctx.services.db, { ...runOf(ctx), kind: 'excel', collections, file: { name: excelFileName(ctx.body.datum), body: file } });
      return new FileResult(excelFileName(ctx.body.datum), XLSX_TYPE, file);
    },
  }),
  defineRoute({
    // The spec's body: the list of debtors, each with its date; the company is each debtor's own.
    endpoint: 'POST prelevement/SendPrelevement',
    body: PrelevementMailList,
    async handler(ctx) {
      const collections = await resolveSelection(ctx.services.db, ctx.caller.azureId, { debtors: ctx.body, path: '', today: ctx.today });
      const sent: PrelevementMail[] = [];
      for (const collection of collections) {
        await ctx.services.mailer.send(prelevementMail(collection, creditorOf(collection.company)));
        sent.push({ debnr: collection.debnr, email: collection.email });
      }
      // One run per company, dated by its earliest collection.
      const byCompany = new Map<number, Collection[]>();
      for (const c of collections) byCompany.set(c.company, [...(byCompany.get(c.company) ?? []), c]);
      for (const [company, list] of byCompany) {
        const datum = list.map((c) => c.collectionDate).sort()[0]!;
        await recordRun(ctx.services.db, { company, datum, kind: 'mail', azureId: ctx.caller.azureId, at: ctx.services.clock.now(), collections: list });
      }
      return new StatusResult(MAIL_SENT_STATUS, sent);
    },
  }),
];
