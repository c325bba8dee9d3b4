import dayjs from 'dayjs';
import { z } from 'zod';
import { INPUT_MAX_LENGTH } from '../constants';
import { isCalendarDate } from '../forms/inputs';

/** Visit status (spec part 2 §3): 0 planned, 1 changed by the customer, 3 cancelled. */
export const VISIT_STATUS = { planned: 0, changedByCustomer: 1, cancelled: 3 } as const;

/** Non-managers may not change a visit this many days ahead or closer (spec part 2 §6, §9). */
export const VISIT_LOCK_DAYS = 14;
/** After a save or a cancel the form returns to /visits after this long (spec part 2 §9). */
export const VISIT_REDIRECT_MS = 2000;
export const PARTICULARITIES_MAX = 2000;

/** The stay durations offered: 00:30 to 08:00 in 30-minute steps (spec part 2 §5, §9). */
export const STAY_DURATIONS: readonly string[] = Array.from({ length: 16 }, (_, i) => {
  const minutes = (i + 1) * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** The spec's texts (part 2 §5 visit form, §6, §8), in Dutch verbatim, shared by the form and the api. */
export const VISIT_MESSAGES = {
  date: 'Vul een geldige bezoekdatum in',
  arrival: 'Vul een geldige tijd van aankomst in',
  stay: 'Vul een geldige tijd van verblijf in',
  customer: 'Vul een geldige klant in',
  salesman: 'Vul een geldige verkoper in',
  people: 'Vul een geldige aantal personen in',
  cancelledField: 'Het bezoek is geannuleerd',
  past: 'Het showroombezoek is voorbij. Wijzigen is niet meer mogelijk.',
  cancelled: 'Het showroombezoek is geannuleerd. Wijzigen is niet meer mogelijk.',
  locked: 'Je kunt het bezoek vanaf 14 dagen van tevoren niet meer aanpassen. Vraag je manager om het bezoek te wijzigen.',
  saved: 'Het showroombezoek is succesvol vastgelegd! Je word doorgestuurd naar het overzicht',
  cancelledDone: 'Het showroombezoek is succesvol geannuleerd! Je word doorgestuurd naar het overzicht',
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A visit as the api answers it (visits/getVisit, visits/Getallvisits, the create and update answers). */
export const ShowroomVisit = z.object({
  visitId: z.number().int(),
  debtorNumber: z.string(),
  debtorName: z.string(),
  /** The alternate email the form takes (no validation). */
  debtorEmailAddress: z.string(),
  /** The customer's own email, for the list's email link when no alternate one is set. */
  debtorEmail: z.string(),
  debtorPhone: z.string(),
  visitDate: z.string(),
  timeOfArrival: z.string(),
  durationOfStay: z.string(),
  amountOfPeople: z.number().int(),
  arrangeLunch: z.boolean(),
  arrangeStay: z.boolean(),
  particularities: z.string(),
  salesmanAzureId: z.string().nullable(),
  salesmanName: z.string().nullable(),
  userAzureId: z.string().nullable(),
  status: z.number().int(),
  version: z.number().int(),
});
export type ShowroomVisit = z.infer<typeof ShowroomVisit>;

/** visits/GetCustomerForVisit/{debtorNumber}: the read-only customer info of the form. */
export const CustomerForVisit = z.object({
  debtorNumber: z.string(),
  debtorName: z.string(),
  debtorEmail: z.string(),
});
export type CustomerForVisit = z.infer<typeof CustomerForVisit>;

/** A salesman the form offers (visits/GetSalesmen). */
export interface VisitSalesman {
  azureId: string;
  name: string;
}

/** Whether a visit on `visitDate` is inside the lock before it (`today` 'YYYY-MM-DD'). */
export function insideVisitLock(visitDate: string, today: string): boolean {
  return dayjs(visitDate).diff(dayjs(today), 'day') < VISIT_LOCK_DAYS;
}

/**
 * What the visit form sends to create or update a visit, with the spec's texts for each rule. The
 * date must not be in the past, checked against `today` by visitDateRule (the api's clock, the browser's day).
 */
export const VisitDraft = z.object({
  visitId: z.number().int().positive().optional(),
  debtorNumber: z.string({ error: VISIT_MESSAGES.customer }).trim().min(1, VISIT_MESSAGES.customer).max(20, VISIT_MESSAGES.customer),
  debtorEmailAddress: z.string().trim().max(INPUT_MAX_LENGTH).nullish().transform((v) => v ?? ''),
  visitDate: z.string({ error: VISIT_MESSAGES.date }).regex(ISO_DATE, VISIT_MESSAGES.date).refine(isCalendarDate, VISIT_MESSAGES.date),
  timeOfArrival: z.string({ error: VISIT_MESSAGES.arrival }).length(5, VISIT_MESSAGES.arrival).regex(HH_MM, VISIT_MESSAGES.arrival),
  durationOfStay: z.string({ error: VISIT_MESSAGES.stay }).refine((v) => STAY_DURATIONS.includes(v), VISIT_MESSAGES.stay),
  amountOfPeople: z.coerce.number({ error: VISIT_MESSAGES.people }).int(VISIT_MESSAGES.people).min(1, VISIT_MESSAGES.people).max(999, VISIT_MESSAGES.people),
  arrangeLunch: z.boolean().default(false),
  arrangeStay: z.boolean().default(false),
  particularities: z.string().trim().max(PARTICULARITIES_MAX).nullish().transform((v) => v ?? ''),
  salesmanAzureId: z.string({ error: VISIT_MESSAGES.salesman }).uuid(VISIT_MESSAGES.salesman),
  /** The version the edit started from (409 when someone saved meanwhile). */
  version: z.number().int().positive().optional(),
});
export type VisitDraft = z.output<typeof VisitDraft>;

/** How far ahead a visit may be planned: a date years away is a typing slip (9999-12-31), not a plan. */
export const VISIT_HORIZON_YEARS = 2;

/** The last day a visit may be planned on, seen from `today` ('YYYY-MM-DD'). */
export const latestVisitDate = (today: string) => dayjs(today).add(VISIT_HORIZON_YEARS, 'year').format('YYYY-MM-DD');

/**
 * The date rules beyond the schema, seen from `today` (the api's clock, the browser's day): a new or
 * changed visit is planned from today on (the spec's message) and at most VISIT_HORIZON_YEARS ahead.
 */
export function visitDateProblem(visitDate: string, today: string): 'past' | 'too_far' | undefined {
  if (visitDate < today) return 'past';
  return visitDate > latestVisitDate(today) ? 'too_far' : undefined;
}
