import type { NewLead } from '../../schemas/entities/lead';
import type { DeclarationInput } from '../framework/declarationSchema';
import type { FormSlots } from '../framework/form/formSlots';
import type { LeadFormValues } from './leadFormRules';
import { leadInputs } from './leadInputs';

const WITH_DELIVERY = { field: 'delivery', equals: true } as const;

/** The lead form's layout (spec part 2 §2): lead data, delivery (behind a switch), company, billing system. */
export const LEAD_FORM: NonNullable<DeclarationInput['form']> = {
  sections: [
    { key: 'lead', fields: ['email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'debtfnr', 'debmobiel', 'email2'] },
    { key: 'delivery', fields: ['delivery', 'lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb'] },
    { key: 'company', fields: ['companY_ID', 'btwnrdeb', 'kvk', 'deblandcod'] },
    { key: 'backoffice', fields: ['template', 'transcod', 'findebnr', 'debfingrp', 'debtext', 'acctmngR_NOTE', 'forM_SOURCE'] },
  ],
  columns: 2,
  wide: ['btwnrdeb', 'debtext', 'acctmngR_NOTE'],
  conditional: { lvnaamdb: WITH_DELIVERY, lvadresdb: WITH_DELIVERY, lvpcdb: WITH_DELIVERY, lvplaatsdb: WITH_DELIVERY },
};

/**
 * The export screen's edit dialog (spec part 2 §2): customer data, delivery address (behind a switch),
 * company (VAT, chamber-of-commerce number, text), and the wholesale system's fields (company and
 * template, note, customer numbers, and its codes).
 */
export const MANAGER_LEAD_FORM: NonNullable<DeclarationInput['form']> = {
  sections: [
    { key: 'customer', fields: ['email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'deblandcod', 'debtfnr', 'debmobiel', 'email2'] },
    { key: 'delivery', fields: ['delivery', 'lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb'] },
    { key: 'company', fields: ['btwnrdeb', 'kvk', 'debtext'] },
    { key: 'wholesale', fields: ['companY_ID', 'template', 'acctmngR_NOTE', 'debnr', 'findebnr', 'transcod', 'debfingrp', 'forM_SOURCE'] },
  ],
  columns: 2,
  wide: ['btwnrdeb', 'debtext', 'template', 'acctmngR_NOTE'],
  conditional: LEAD_FORM.conditional,
};

/** The form's inputs, history and texts, over the rules of the screen (account manager or manager). */
export function leadFormSlots(useRules: NonNullable<FormSlots<LeadFormValues, NewLead>['useRules']>): FormSlots<LeadFormValues, NewLead> {
  return {
    inputs: leadInputs,
    useRules,
    history: { entity: 'lead', idOf: (lead) => String(lead.id) },
    // Spec part 2 §2: Reset starts the form again (a new lead blank, an edited one as saved).
    reset: true,
    // A refused save shows the api's text after 'Error : ' (spec part 2 §8).
    messages: { createTitle: 'leads.create_title', editTitle: 'leads.edit_title', created: 'leads.created', updated: 'leads.updated', failed: 'leads.failed' },
  };
}
