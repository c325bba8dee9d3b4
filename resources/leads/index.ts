import type { NewLead } from '../../schemas/entities/lead';
import { LEAD_MESSAGES } from '../../schemas/entities/lead';
import { defineResource } from '../framework/defineResource';
import { ViesCell } from './leadCells';
import { LEAD_FORM, leadFormSlots } from './leadForm';
import { useLeadFormRules } from './leadFormRules';
import { LeadListActions } from './LeadListActions';
import { leadRowActions } from './leadRowActions';
import { leadRow } from './leadSchema';

const TEXT_FILTER = ['contains', 'startsWith'] as const;

/**
 * New leads (/icrm/newleads, iCRMBasis; spec part 2 §2): the account manager's leads, newest first,
 * 5 to a page, with validate and edit per row; created and edited in the lead form's dialog, its VAT
 * number checked against VIES and leads sharing the email or VAT number pointed out.
 */
export const newLeads = () =>
  defineResource<NewLead>({
    name: 'newleads',
    path: '/icrm/newleads',
    id: 'id',
    representation: 'debnaam',
    schema: leadRow,
    endpoints: {
      list: { method: 'GET', path: 'customer/getnewleads' },
      create: { method: 'POST', path: 'customer/createNewLead' },
      update: { method: 'POST', path: 'customer/editNewLead' },
    },
    access: { list: ['iCRMBasis'], create: ['iCRMBasis'], edit: ['iCRMBasis'] },
    list: {
      columns: ['icrM_CREATED', 'debnaam', 'debadres', 'debpc', 'debplaats', 'email', 'debmobiel', 'debtfnr', 'btwnrdeb', 'vieS_VALID', 'template', 'acctmngR_NOTE', 'forM_SOURCE', 'fS_EXPORTED'],
      filters: { debnaam: [...TEXT_FILTER], debplaats: [...TEXT_FILTER], debpc: ['startsWith'], email: [...TEXT_FILTER], btwnrdeb: ['startsWith', 'contains'], template: ['startsWith'], fS_EXPORTED: ['isTrue', 'isFalse'] },
      sort: { field: 'icrM_CREATED', order: 'DESC' },
      perPage: 5,
      rowClick: 'none',
      empty: LEAD_MESSAGES.empty,
    },
    form: LEAD_FORM,
    formSlots: leadFormSlots(useLeadFormRules),
    listSlots: {
      cells: { vieS_VALID: ViesCell },
      rowActions: leadRowActions,
      rowActionsFirst: true,
      toolbar: LeadListActions,
    },
    views: { create: null, edit: null, show: null },
  });
