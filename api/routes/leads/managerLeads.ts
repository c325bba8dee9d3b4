import { z } from 'zod';
import type { NewLead } from '../../../schemas/entities/lead';
import { badRequest } from '../../http/errors';
import { FileResult, XLSX_TYPE, CSV_TYPE } from '../../http/results';
import { defineRoute, type RouteContext } from '../../http/route';
import { datedFileName } from '../../files/xlsx';
import { exactCsv, exportLeads, leadsWorkbook, todaysExport } from '../../leads/leadExport';
import { CALLER_COMPANIES, LEAD_COLUMNS, leadsToAssign, readyLeads } from '../../leads/leadRecord';
import { assignLead, updateLead } from '../../leads/leadWrites';
import { FP_COMPANIES, assignLeadBody, savedManagerLeadForm } from '../../../schemas/entities/lead';
import { favouriteUsers, setFavourite } from '../../favourites/favourites';
import { uuidInput } from '../../../schemas/forms/inputs';

/** The export screen's selection: the leads sent along with `checked: true` (spec part 2 §3 "checked"). */
const selection = z
  .array(z.object({ id: z.number().int().positive().max(2_147_483_647), checked: z.boolean().optional() }).loose())
  .max(5000, 'at most 5000 leads at once')
  .transform((leads) => leads.filter((lead) => lead.checked === true).map((lead) => lead.id))
  .refine((ids) => ids.length > 0, 'no lead is checked for export');


/** Leads of the manager's companies, newest first, ready-made as `name`; `where` narrows them (over `l`). */
function managerLeads(name: string, where: string) {
  return ({ caller, services: { db } }: RouteContext<unknown, unknown>) =>
    readyLeads(db, caller.azureId, name, () =>
      db.query<NewLead>(
        `SELECT ${LEAD_COLUMNS} FROM leads l WHERE l.deleted_at IS NULL AND l.company_id IN ${CALLER_COMPANIES} AND ${where} ORDER BY l.icrm_created DESC, l.id DESC`,
        [caller.azureId],
      ),
    );
}

/** The manager's side of leads: assignment (with the favourite account managers), export (the back office's workbook, its FP copy, the accounting CSV) and the overview (spec part 2 §7). */
/** Who can be a favourite account manager: users of the manager's companies who work on leads. */
const LEAD_PEOPLE = ['iCRMBasis'];
const favouriteBody = z.object({ favoriteAzureId: uuidInput }).loose();

/** Adds (`on`) or removes one favourite account manager. */
function favouriteChange(endpoint: 'POST manager/AddFaviCRMUser' | 'POST manager/DeleteFaviCRMUser', on: boolean) {
  return defineRoute({
    endpoint,
    body: favouriteBody,
    async handler({ body, caller, services }) {
      await setFavourite(services.db, caller.azureId, 'leads', LEAD_PEOPLE, body.favoriteAzureId, on);
      return { message: on ? 'Added' : 'Removed' };
    },
  });
}

export const managerLeadRoutes = [
  defineRoute({
    endpoint: 'GET manager/getassignnewleads',
    handler: ({ caller, services: { db } }) => readyLeads(db, caller.azureId, 'assignableLeads', () => leadsToAssign(db, caller.azureId, false)),
  }),
  defineRoute({
    endpoint: 'GET manager/GetReturnedNewLeads',
    handler: ({ caller, services: { db } }) => readyLeads(db, caller.azureId, 'returnedAssignableLeads', () => leadsToAssign(db, caller.azureId, true)),
  }),
  defineRoute({
    endpoint: 'POST manager/ActivateNewLead',
    body: assignLeadBody,
    async handler(ctx) {
      await assignLead(ctx, ctx.body, ctx.body.accountManager);
      return { validated: true };
    },
  }),
  defineRoute({
    endpoint: 'GET manager/GetiCRMusersNewLeads',
    async handler({ caller, services }) {
      const { assignableUsers } = await favouriteUsers(services.db, caller.azureId, 'leads', LEAD_PEOPLE);
      return assignableUsers.map((user) => ({ azureId: user.userAzureId, name: user.userName, email: user.email }));
    },
  }),
  defineRoute({
    endpoint: 'GET manager/GetFaviCRMusersNewLeads',
    async handler({ caller, services }) {
      const { assignedUsers } = await favouriteUsers(services.db, caller.azureId, 'leads', LEAD_PEOPLE);
      return assignedUsers.map((user) => ({ favoriteAzureId: user.userAzureId, name: user.assignedUserName, email: user.email }));
    },
  }),
  favouriteChange('POST manager/AddFaviCRMUser', true),
  favouriteChange('POST manager/DeleteFaviCRMUser', false),
  defineRoute({
    endpoint: 'POST manager/editNewLead',
    // The edit dialog of the export screen: the lead text required, a longer delivery name, the customer number.
    body: savedManagerLeadForm,
    async handler(ctx) {
      return updateLead(ctx, ctx.body, false, ctx.body.debnr);
    },
  }),
  defineRoute({ endpoint: 'GET manager/getexportnewleads', handler: managerLeads('exportLeads', `l.acctmngr_validated = 1 AND l.template <> 'ARCHIVE'`) }),
  defineRoute({ endpoint: 'GET manager/getoverviewnewleads', handler: managerLeads('overviewLeads', 'true') }),
  defineRoute({
    endpoint: 'POST manager/generateexportnewleads',
    body: selection,
    async handler(ctx) {
      const leads = await ctx.services.db.transaction(async (tx) => {
        const exported = await exportLeads(tx, ctx.caller.azureId, ctx.body, ctx.services.clock.now());
        for (const lead of exported) await ctx.recordHistory(tx, { entity: 'lead', recordId: lead.id, action: 'export', changes: { fS_EXPORTED: { from: 0, to: 1 } } });
        return exported;
      });
      if (leads.length === 0) throw badRequest('None of the checked leads can be exported: validated, not yet exported leads only');
      return new FileResult(datedFileName('NewLeads-', ctx.today), XLSX_TYPE, await leadsWorkbook(leads));
    },
  }),
  defineRoute({
    endpoint: 'POST manager/generateexportnewleadscopyfp',
    body: selection,
    async handler(ctx) {
      const leads = await todaysExport(ctx.services.db, ctx.caller.azureId, ctx.body, ctx.today, FP_COMPANIES);
      if (leads.length === 0) throw badRequest('None of the checked leads belongs to the FP copy (companies 2, 5 and 7) of today’s export');
      return new FileResult(datedFileName('NewLeads-FP-', ctx.today), XLSX_TYPE, await leadsWorkbook(leads));
    },
  }),
  defineRoute({
    endpoint: 'POST manager/generateexactexportnewleads',
    body: selection,
    async handler(ctx) {
      const leads = await todaysExport(ctx.services.db, ctx.caller.azureId, ctx.body, ctx.today);
      if (leads.length === 0) throw badRequest('None of the checked leads is validated and part of today’s export');
      return new FileResult(datedFileName('Exact-Export-', ctx.today, '.csv'), CSV_TYPE, exactCsv(leads));
    },
  }),
];
