import { z } from 'zod';
import { holdsAny } from '../../../schemas/roles';
import { LEAD_MAX, NOTE_PREFIX, leadForm, savedLeadForm, vatClean, withoutPrefix } from '../../../schemas/entities/lead';
import { importLeads, leadImportInput } from '../../leads/leadImport';
import { financialGroups } from '../../customers/financialGroups';
import { defineRoute } from '../../http/route';
import { duplicates, favouriteTemplates, leadCounts, leadTemplates, newCustomers, ownLeads, readyLeads } from '../../leads/leadRecord';
import { badRequest } from '../../http/errors';
import { activateNewCustomer, createLead, deleteLead, returnLead, updateLead } from '../../leads/leadWrites';
import { debnrInput } from '../../../schemas/forms/inputs';

const leadId = z.number().int().positive().max(2_147_483_647);

/** Return and delete need the lead (the whole of it, or its id) and a note that says why. */
const withNote = z
  .object({
    id: leadId,
    version: z.number().int().positive().optional(),
    acctmngR_NOTE: z.string().max(LEAD_MAX.acctmngR_NOTE, `must be at most ${LEAD_MAX.acctmngR_NOTE} characters`).refine((note) => withoutPrefix(note, NOTE_PREFIX) !== '', 'is required'),
  })
  .loose();

/** The star of New leads adds or removes one favourite template (the legacy paths say 'iCRM user'). */
const templateBody = z.object({ template_debnr: z.string().trim().min(1, 'is required').max(20) }).loose();

/** The account manager's side of new leads (spec part 2 §7 "Leads"). */
export const newLeadRoutes = [
  defineRoute({
    endpoint: 'GET customer/getnewleads',
    async handler({ caller, services }) {
      return readyLeads(services.db, caller.azureId, 'ownLeads', () => ownLeads(services.db, caller.azureId));
    },
  }),
  defineRoute({
    endpoint: 'GET customer/GetMultipleEmailLeads',
    query: z.object({ email: z.string().trim().min(1, 'is required').max(LEAD_MAX.email) }),
    async handler({ caller, query, services }) {
      return duplicates(services.db, caller.azureId, 'email', query.email);
    },
  }),
  defineRoute({
    endpoint: 'GET customer/GetMultipleVatLeads',
    query: z.object({ vat: z.string().transform(vatClean).pipe(z.string().min(1, 'is required').max(LEAD_MAX.btwnrdeb)) }),
    async handler({ caller, query, services }) {
      return duplicates(services.db, caller.azureId, 'btwnrdeb', query.vat);
    },
  }),
  defineRoute({
    // The body is the lead form (spec part 2 §7); only its VAT number is checked.
    endpoint: 'POST customer/checkVies',
    body: z.object({ btwnrdeb: z.string().transform(vatClean).pipe(z.string().min(1, 'is required').max(LEAD_MAX.btwnrdeb)) }).loose(),
    async handler({ body, services }) {
      return services.vat.check(body.btwnrdeb);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/createNewLead',
    body: leadForm,
    async handler(ctx) {
      return createLead(ctx, ctx.body, false);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/validateNewLead',
    body: leadForm,
    async handler(ctx) {
      return ctx.body.id ? updateLead(ctx, { ...ctx.body, id: ctx.body.id }, true) : createLead(ctx, ctx.body, true);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/editNewLead',
    body: savedLeadForm,
    async handler(ctx) {
      return updateLead(ctx, ctx.body, false);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/returnNewLead',
    body: withNote,
    async handler(ctx) {
      return returnLead(ctx, ctx.body.id, ctx.body.acctmngR_NOTE, ctx.body.version);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/deleteNewLead',
    // Spec part 2 §7: ?username= names who deletes (the api knows the caller from the token) and the lead is the body.
    query: z.object({ username: z.string().trim().max(200, 'must be at most 200 characters').optional() }),
    body: withNote,
    async handler(ctx) {
      await deleteLead(ctx, ctx.body.id, withoutPrefix(ctx.body.acctmngR_NOTE, NOTE_PREFIX), ctx.body.version);
      return { message: 'Lead deleted' };
    },
  }),
  defineRoute({
    endpoint: 'GET customer/getnewcustomers',
    async handler({ caller, services }) {
      return readyLeads(services.db, caller.azureId, 'newCustomers', () => newCustomers(services.db, caller.azureId));
    },
  }),
  defineRoute({
    endpoint: 'GET customer/ActivateNewCustomer/{debnr}',
    query: z.object({ debnr: debnrInput, welcome_discount: z.enum(['0', '1'], 'must be 1 or 0').default('0') }),
    async handler(ctx) {
      return activateNewCustomer(ctx, ctx.query.debnr, ctx.query.welcome_discount === '1');
    },
  }),
  defineRoute({
    endpoint: 'POST customer/GetAllTemplatesNewLeads',
    async handler({ caller, services }) {
      return leadTemplates(services.db, caller.azureId);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/GetTemplatesNewLeads',
    async handler({ caller, services }) {
      return favouriteTemplates(services.db, caller.azureId);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/AddFaviCRMUser',
    body: templateBody,
    async handler({ body, caller, services }) {
      const known = (await leadTemplates(services.db, caller.azureId)).some((template) => template.template_debnr === body.template_debnr);
      if (!known) throw badRequest('Invalid request body', { template_debnr: 'is not a template of your companies' });
      await services.db.query('INSERT INTO favourite_templates (azure_id, template_debnr) VALUES ($1, $2) ON CONFLICT DO NOTHING', [caller.azureId, body.template_debnr]);
      return favouriteTemplates(services.db, caller.azureId);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/DeleteFaviCRMUser',
    body: templateBody,
    async handler({ body, caller, services }) {
      await services.db.query('DELETE FROM favourite_templates WHERE azure_id = $1 AND template_debnr = $2', [caller.azureId, body.template_debnr]);
      return favouriteTemplates(services.db, caller.azureId);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/GetAllDebType',
    async handler({ services }) {
      // The legacy list names the code `id`.
      return (await financialGroups(services.db)).map(({ code, text }) => ({ id: code, text }));
    },
  }),
  defineRoute({
    endpoint: 'POST customer/importNewLeads',
    body: leadImportInput,
    async handler(ctx) {
      return importLeads(ctx, ctx.body);
    },
  }),
  defineRoute({
    endpoint: 'POST customer/getNavCountNewleads',
    async handler({ caller, services }) {
      return leadCounts(services.db, caller.azureId, holdsAny(caller.roles, ['iCRMManager']));
    },
  }),
];
