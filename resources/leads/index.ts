import type { NewLead } from '../../schemas/entities/lead';
import { LEAD_MESSAGES } from '../../schemas/entities/lead';
import { defineResource } from '../framework/defineResource';
import { ViesCell } from './leadCells';
import { useLeadFormRules } from './leadFormRules';
import { leadInputs } from './leadInputs';
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
    form: {
      sections: [
        { key: 'lead', fields: ['email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'debtfnr', 'debmobiel', 'email2'] },
        { key: 'delivery', fields: ['delivery', 'lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb'] },
        { key: 'company', fields: ['companY_ID', 'btwnrdeb', 'kvk', 'deblandcod'] },
        { key: 'backoffice', fields: ['template', 'transcod', 'findebnr', 'debfingrp', 'debtext', 'acctmngR_NOTE', 'forM_SOURCE'] },
      ],
      columns: 2,
      wide: ['btwnrdeb', 'debtext', 'acctmngR_NOTE'],
      conditional: { lvnaamdb: { field: 'delivery', equals: true }, lvadresdb: { field: 'delivery', equals: true }, lvpcdb: { field: 'delivery', equals: true }, lvplaatsdb: { field: 'delivery', equals: true } },
    },
    formSlots: {
      inputs: leadInputs,
      useRules: useLeadFormRules,
      history: { entity: 'lead', idOf: (lead: NewLead) => String(lead.id) },
      messages: { createTitle: 'leads.create_title', editTitle: 'leads.edit_title', created: 'leads.created', updated: 'leads.updated' },
    },
    listSlots: {
      cells: { vieS_VALID: ViesCell },
      rowActions: leadRowActions,
      rowActionsFirst: true,
      toolbar: LeadListActions,
    },
    views: { create: null, edit: null, show: null },
  });
