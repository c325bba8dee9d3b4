import type { z } from 'zod';
import { leadForm, managerLeadForm, vatClean, type NewLead, type ViesAnswer } from '../../schemas/entities/lead';
import { useClaims } from '../../ui/useClaims';
import { useResourceLabels } from '../framework/labels';
import type { FormMode, FormRules } from '../framework/form/formSlots';
import { validateWithSchema } from '../framework/form/validation';
import { useLeadOptions } from './leadOptions';

/** The delivery address fields, shown while the delivery switch is on. */
const DELIVERY = ['lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb'] as const;
const TEXT_FIELDS = ['email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'debtfnr', 'debmobiel', 'email2', ...DELIVERY, 'btwnrdeb', 'kvk', 'deblandcod', 'template', 'transcod', 'findebnr', 'debfingrp', 'debtext', 'acctmngR_NOTE', 'forM_SOURCE'] as const;

/** What the VIES check filled in the form (spec part 2 §4): valid, name, address and the VAT number checked. */
export interface ViesValues {
  vieS_VALID: boolean | null;
  vieS_NAME: string | null;
  vieS_ADDRESS: string | null;
  vieS_VAT: string | null;
}
const VIES_UNSET: ViesValues = { vieS_VALID: null, vieS_NAME: null, vieS_ADDRESS: null, vieS_VAT: null };

export type LeadFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Partial<ViesValues> & {
    /** The customer number: the export screen's edit dialog only. */
    debnr?: string;
    id?: number;
    version?: number;
    companY_ID: number | null;
    delivery: boolean;
    /** Shown, not sent: a validated lead says so in the form. */
    validated?: boolean;
    /** Shown, not sent: the last customer number of the company, beside the debnr input. */
    suggesteD_DEBNR?: string | null;
  };

/** The form's fields as a VIES answer fills them. */
export const viesValues = (answer: ViesAnswer): ViesValues => ({ vieS_VALID: answer.valid, vieS_NAME: answer.debnaam, vieS_ADDRESS: answer.debAddress, vieS_VAT: answer.vat });

/**
 * The body the api gets: without the switch; a delivery address only while it is on; what VIES said only
 * while the VAT number is the one it checked (a changed number is unchecked again).
 */
export function leadBody({ delivery, validated: _validated, suggesteD_DEBNR: _suggested, ...values }: LeadFormValues): Record<string, unknown> {
  const checked = values.vieS_VAT != null && values.vieS_VAT === vatClean(values.btwnrdeb ?? '');
  return {
    ...values,
    ...(checked ? {} : VIES_UNSET),
    ...(delivery ? {} : Object.fromEntries(DELIVERY.map((field) => [field, '']))),
  };
}

/**
 * The lead form's rules over one of the api's schemas: a blank lead of the user's first company, the
 * record's values (the switch on when it has a delivery address), the schema as validation, and the
 * body without the switch.
 */
function useRulesOf(schema: z.ZodType, mode: FormMode, extra: readonly 'debnr'[] = []): FormRules<LeadFormValues, NewLead> | undefined {
  const { companies, loaded } = useLeadOptions();
  const labels = useResourceLabels();
  const useremail = useClaims()?.preferred_username;
  if (!loaded) return undefined;
  const fields = [...TEXT_FIELDS, ...extra];
  const blank = Object.fromEntries(fields.map((field) => [field, ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    defaults: { ...blank, ...VIES_UNSET, companY_ID: companies[0]?.id ?? null, delivery: false },
    valuesOf: (lead) => ({
      ...blank,
      ...Object.fromEntries(fields.map((field) => [field, lead[field] ?? ''])),
      vieS_VALID: lead.vieS_VALID ?? null,
      vieS_NAME: lead.vieS_NAME ?? null,
      vieS_ADDRESS: lead.vieS_ADDRESS ?? null,
      vieS_VAT: lead.vieS_VAT ?? null,
      id: lead.id,
      version: lead.version,
      companY_ID: lead.companY_ID,
      delivery: DELIVERY.some((field) => lead[field] !== ''),
      validated: lead.acctmngR_VALIDATED === 1,
      suggesteD_DEBNR: lead.suggesteD_DEBNR,
    }),
    validate: (values) => validateWithSchema(schema, leadBody(values), labels.field),
    // Spec part 2 §7: createNewLead takes the lead plus useremail, the signed-in user's address.
    toBody: (values) => ({ ...leadBody(values), ...(mode === 'create' ? { useremail } : {}) }),
    describe: ({ id: _id, version: _version, delivery: _delivery, validated: _validated, suggesteD_DEBNR: _suggested, vieS_VALID: _valid, vieS_NAME: _name, vieS_ADDRESS: _address, vieS_VAT: _vat, ...shown }) => shown,
  };
}

/** The account manager's form (New leads). */
export const useLeadFormRules = (mode: FormMode) => useRulesOf(leadForm, mode);
/** The manager's edit dialog on the export screen: the lead text required too, and the customer number. */
export const useManagerLeadFormRules = (mode: FormMode) => useRulesOf(managerLeadForm, mode, ['debnr']);
