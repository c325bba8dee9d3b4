import type { z } from 'zod';
import { leadForm, managerLeadForm, type NewLead } from '../../schemas/entities/lead';
import { useResourceLabels } from '../framework/labels';
import type { FormRules } from '../framework/form/formSlots';
import { validateWithSchema } from '../framework/form/validation';
import { useLeadOptions } from './leadOptions';

/** The delivery address fields, shown while the delivery switch is on. */
const DELIVERY = ['lvnaamdb', 'lvadresdb', 'lvpcdb', 'lvplaatsdb'] as const;
const TEXT_FIELDS = ['email', 'debcont', 'debnaam', 'debadres', 'debpc', 'debplaats', 'debtfnr', 'debmobiel', 'email2', ...DELIVERY, 'btwnrdeb', 'kvk', 'deblandcod', 'template', 'transcod', 'findebnr', 'debfingrp', 'debtext', 'acctmngR_NOTE', 'forM_SOURCE'] as const;

export type LeadFormValues = Record<(typeof TEXT_FIELDS)[number], string> & {
  id?: number;
  version?: number;
  companY_ID: number | null;
  delivery: boolean;
  /** Shown, not sent: a validated lead says so in the form. */
  validated?: boolean;
};

/** The body the api gets: without the switch; a delivery address only while it is on. */
export function leadBody({ delivery, validated: _validated, ...values }: LeadFormValues): Record<string, unknown> {
  return { ...values, ...(delivery ? {} : Object.fromEntries(DELIVERY.map((field) => [field, '']))) };
}

/**
 * The lead form's rules over one of the api's schemas: a blank lead of the user's first company, the
 * record's values (the switch on when it has a delivery address), the schema as validation, and the
 * body without the switch.
 */
function useRulesOf(schema: z.ZodType): FormRules<LeadFormValues, NewLead> | undefined {
  const { companies, loaded } = useLeadOptions();
  const labels = useResourceLabels();
  if (!loaded) return undefined;
  const blank = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<(typeof TEXT_FIELDS)[number], string>;
  return {
    defaults: { ...blank, companY_ID: companies[0]?.id ?? null, delivery: false },
    valuesOf: (lead) => ({
      ...blank,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, lead[field] ?? ''])),
      id: lead.id,
      version: lead.version,
      companY_ID: lead.companY_ID,
      delivery: DELIVERY.some((field) => lead[field] !== ''),
      validated: lead.acctmngR_VALIDATED === 1,
    }),
    validate: (values) => validateWithSchema(schema, leadBody(values), labels.field),
    toBody: leadBody,
    describe: ({ id: _id, version: _version, delivery: _delivery, validated: _validated, ...shown }) => shown,
  };
}

/** The account manager's form (New leads). */
export const useLeadFormRules = () => useRulesOf(leadForm);
/** The manager's edit dialog on the export screen: the lead text required too. */
export const useManagerLeadFormRules = () => useRulesOf(managerLeadForm);
