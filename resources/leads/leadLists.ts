import { z } from 'zod';
import { EDIT_DIALOG_LVNAAMDB_MAX, LEAD_MAX, type NewLead } from '../../schemas/entities/lead';
import { defineResource } from '../framework/defineResource';
import { CsvExportButton, ExcelExportButton } from './ExportButtons';
import { ExportedCell } from './exportedCell';
import { companyFilteredAssignableLeads, companyFilteredLeads, type KeyedAssignableLead } from './LeadCompanyFilter';
import { AssignableCompanyCell, CompanyCell, ViesCell } from './leadCells';
import { leadRow } from './leadSchema';
import { newCustomerActions } from './newCustomerActions';
import { MANAGER_LEAD_FORM, leadFormSlots } from './leadForm';
import { useManagerLeadFormRules } from './leadFormRules';
import { EditLeadButton } from './leadRowActions';
import { AccountManagerPresentCell, AssignToolbar, assignActions } from './assignLeads';

/**
 * The manager's columns on top of the lead's: who validated it, its account manager, whether it was sent
 * back; the edit dialog's longer delivery name and the customer number.
 */
const managedLead = leadRow.extend({
  lvnaamdb: z.string().max(EDIT_DIALOG_LVNAAMDB_MAX).optional(),
  debnr: z.string().max(LEAD_MAX.debnr).nullable().optional(),
  name: z.string().nullable().optional(),
  acctmngr: z.string().nullable().optional(),
  acctmngR_VALIDATED: z.number().int().meta({ 'x-format': 'boolean-icon' }).optional(),
  manageR_AZURE_ID: z.string().nullable().optional(),
});

/**
 * Export leads (/icrm/exportNewLeads, iCRMManager; spec part 2 §2): the validated leads, 100 to a page,
 * a company select, the edit dialog (the lead text required); tick leads and download the back office's workbook (and its FP copy) or the
 * accounting CSV. Exported leads show a green check with the date.
 */
export const exportNewLeads = () =>
  defineResource<NewLead>({
    name: 'exportNewLeads',
    path: '/icrm/exportNewLeads',
    id: 'id',
    representation: 'debnaam',
    schema: managedLead,
    endpoints: { list: { method: 'GET', path: 'manager/getexportnewleads' }, update: { method: 'POST', path: 'manager/editNewLead' } },
    access: { list: ['iCRMManager'], edit: ['iCRMManager'] },
    list: {
      columns: ['fS_EXPORTED', 'companY_ID', 'icrM_CREATED', 'debnaam', 'email', 'debplaats', 'btwnrdeb', 'vieS_VALID', 'template', 'acctmngr', 'name'],
      sort: { field: 'icrM_CREATED', order: 'DESC' },
      perPage: 100,
      rowClick: 'none',
      export: false,
    },
    form: MANAGER_LEAD_FORM,
    formSlots: leadFormSlots(useManagerLeadFormRules),
    listSlots: {
      source: companyFilteredLeads('GET manager/getexportnewleads'),
      // Spec part 2 §2: the export checkbox only for leads not exported yet (an exported lead never goes twice).
      rowSelectable: (lead) => lead.fS_EXPORTED === 0,
      cells: { fS_EXPORTED: ExportedCell, vieS_VALID: ViesCell, companY_ID: CompanyCell },
      rowActions: [{ component: EditLeadButton, enabledWhen: (lead) => lead.fS_EXPORTED === 0 }],
      rowActionsFirst: true,
      bulkActions: [{ component: ExcelExportButton }, { component: CsvExportButton }],
    },
    views: { create: null, edit: null, show: null },
  });

/** Leads overview (/icrm/overviewNewLeads, iCRMManager): every lead of the manager's companies and its state, read-only. */
export const overviewNewLeads = () =>
  defineResource<NewLead>({
    name: 'overviewNewLeads',
    path: '/icrm/overviewNewLeads',
    id: 'id',
    representation: 'debnaam',
    schema: managedLead,
    endpoints: { list: { method: 'GET', path: 'manager/getoverviewnewleads' } },
    access: { list: ['iCRMManager'] },
    list: {
      columns: ['companY_ID', 'icrM_CREATED', 'debnaam', 'email', 'debplaats', 'template', 'acctmngr', 'acctmngR_VALIDATED', 'name', 'fS_EXPORTED', 'manageR_AZURE_ID', 'acctmngR_NOTE'],
      filters: { debnaam: ['contains', 'startsWith'], email: ['contains'], debplaats: ['contains', 'startsWith'], template: ['startsWith'], acctmngr: ['startsWith'] },
      sort: { field: 'icrM_CREATED', order: 'DESC' },
      perPage: 20,
      rowClick: 'none',
    },
    listSlots: {
      source: companyFilteredLeads('GET manager/getoverviewnewleads'),
      cells: { fS_EXPORTED: ExportedCell, companY_ID: CompanyCell },
    },
    views: { create: null, edit: null, show: null },
  });

/**
 * New customers (/icrm/newcustomers, iCRMBasis; spec part 1 and part 2 §2): exported leads the back
 * office numbered, awaiting activation; activate (company 1 through the validation dialog) or turn down.
 */
export const newCustomersList = () =>
  defineResource<NewLead>({
    name: 'newcustomers',
    path: '/icrm/newcustomers',
    id: 'id',
    representation: 'debnaam',
    schema: leadRow.extend({
      debnr: z.string(),
      fS_EXPORTED_DATE: z.string().meta({ 'x-format': 'datetime' }),
      defkarloc: z.string().optional(),
      dooslocatie: z.string().optional(),
      transpId: z.number().optional(),
      inpakBproces: z.string().optional(),
      doosvulfc: z.string().optional(),
    }),
    endpoints: { list: { method: 'GET', path: 'customer/getnewcustomers' } },
    access: { list: ['iCRMBasis'] },
    list: {
      columns: ['debnr', 'debnaam', 'companY_ID', 'email', 'debplaats', 'template', 'fS_EXPORTED_DATE'],
      sort: { field: 'fS_EXPORTED_DATE', order: 'DESC' },
      perPage: 20,
      rowClick: 'none',
      export: false,
    },
    listSlots: { rowActions: newCustomerActions, rowActionsFirst: true, cells: { companY_ID: CompanyCell } },
    views: { create: null, edit: null, show: null },
  });

/** A row of Assign New Leads: the spec's assignable lead, keyed by the list, with the generator's hints. */
const assignableRow = z.object({
  id: z.string(),
  validated: z.boolean().meta({ 'x-format': 'boolean-icon' }),
  companyid: z.number().int(),
  email: z.string().meta({ 'x-format': 'email' }),
  debnaam: z.string(),
  deblandcod: z.string(),
  debplaats: z.string(),
  debpc: z.string(),
  createdat: z.string().meta({ 'x-format': 'datetime' }),
  debtext: z.string(),
  acctmngR_NOTE: z.string().optional(),
  forM_SOURCE: z.string(),
  acctmngr: z.string().nullable(),
  manageR_AZURE_ID: z.string().nullable(),
});

/**
 * Assign New Leads (/icrm/assignNewLeads, iCRMManager; spec part 2 §2): the leads waiting for an
 * account manager and those sent back, as the spec's assignable leads, 20 to a page, a company select;
 * per lead, one of the manager's favourite account managers (the star) and the send button.
 */
export const assignNewLeads = () =>
  defineResource<KeyedAssignableLead>({
    name: 'assignNewLeads',
    path: '/icrm/assignNewLeads',
    id: 'id',
    representation: 'debnaam',
    schema: assignableRow,
    endpoints: { list: { method: 'GET', path: 'manager/getassignnewleads' } },
    access: { list: ['iCRMManager'] },
    list: {
      columns: ['validated', 'companyid', 'email', 'debnaam', 'deblandcod', 'debplaats', 'debpc', 'createdat', 'debtext', 'acctmngR_NOTE', 'forM_SOURCE', 'acctmngr'],
      sort: { field: 'createdat', order: 'DESC' },
      perPage: 20,
      rowClick: 'none',
      export: false,
    },
    listSlots: {
      source: companyFilteredAssignableLeads(),
      cells: { acctmngr: AccountManagerPresentCell, companyid: AssignableCompanyCell },
      rowActions: assignActions,
      toolbar: AssignToolbar,
    },
    views: { create: null, edit: null, show: null },
  });
