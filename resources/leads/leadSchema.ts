import { z } from 'zod';
import { LEAD_MAX } from '../../schemas/entities/lead';

const text = (max: number) => z.string().max(max);

/**
 * A lead as the list and the form know it (the api's NewLead), with the generator's hints: dates
 * and the exported flag formatted, inputs of the right kind and length; required only what the
 * form requires (spec part 2 §5).
 */
export const leadRow = z.object({
  id: z.number().int().optional(),
  version: z.number().int().optional(),
  icrM_CREATED: z.string().meta({ 'x-format': 'datetime' }),
  email: text(LEAD_MAX.email).meta({ 'x-input': 'email', 'x-format': 'email' }),
  debcont: text(LEAD_MAX.debcont),
  debnaam: text(LEAD_MAX.debnaam),
  debadres: text(LEAD_MAX.debadres),
  debpc: text(LEAD_MAX.debpc),
  debplaats: text(LEAD_MAX.debplaats),
  debtfnr: text(LEAD_MAX.debtfnr).optional(),
  debmobiel: text(LEAD_MAX.debmobiel).optional(),
  email2: text(LEAD_MAX.email).meta({ 'x-input': 'email' }).optional(),
  delivery: z.boolean().meta({ 'x-input': 'boolean' }).optional(),
  lvnaamdb: text(LEAD_MAX.lvnaamdb).optional(),
  lvadresdb: text(LEAD_MAX.lvadresdb).optional(),
  lvpcdb: text(LEAD_MAX.lvpcdb).optional(),
  lvplaatsdb: text(LEAD_MAX.lvplaatsdb).optional(),
  companY_ID: z.number().int(),
  btwnrdeb: text(LEAD_MAX.btwnrdeb).optional(),
  vieS_VALID: z.boolean().nullable().optional(),
  kvk: text(LEAD_MAX.kvk).optional(),
  deblandcod: text(3).optional(),
  template: z.string(),
  transcod: text(20).optional(),
  findebnr: text(LEAD_MAX.findebnr).optional(),
  debfingrp: text(20).optional(),
  debtext: text(LEAD_MAX.debtext).meta({ 'x-input': 'textarea' }).optional(),
  acctmngR_NOTE: text(LEAD_MAX.acctmngR_NOTE).meta({ 'x-input': 'textarea' }).optional(),
  forM_SOURCE: text(255).optional(),
  acctmngR_VALIDATED: z.number().int().optional(),
  fS_EXPORTED: z.number().int().meta({ 'x-format': 'boolean-icon' }).optional(),
});
