import dayjs from 'dayjs';
import { visitDateProblem, VisitDraft, VISIT_HORIZON_YEARS, VISIT_MESSAGES, type ShowroomVisit } from '../../schemas/entities/visit';

/** The visit form's values: the draft the api takes, with the form's own types. */
export interface VisitFormValues {
  debtorNumber: string;
  debtorEmailAddress: string;
  visitDate: string;
  timeOfArrival: string;
  durationOfStay: string;
  amountOfPeople: number | null;
  arrangeLunch: boolean;
  arrangeStay: boolean;
  particularities: string;
  salesmanAzureId: string;
}

/** A new visit: tomorrow, one person (spec part 2 §9). */
export function newVisitValues(today: string, salesmanAzureId = ''): VisitFormValues {
  return {
    debtorNumber: '',
    debtorEmailAddress: '',
    visitDate: dayjs(today).add(1, 'day').format('YYYY-MM-DD'),
    timeOfArrival: '',
    durationOfStay: '',
    amountOfPeople: 1,
    arrangeLunch: false,
    arrangeStay: false,
    particularities: '',
    salesmanAzureId,
  };
}

export function visitValues(visit: ShowroomVisit): VisitFormValues {
  return {
    debtorNumber: visit.debtorNumber,
    debtorEmailAddress: visit.debtorEmailAddress,
    visitDate: visit.visitDate,
    timeOfArrival: visit.timeOfArrival,
    durationOfStay: visit.durationOfStay,
    amountOfPeople: visit.amountOfPeople,
    arrangeLunch: visit.arrangeLunch,
    arrangeStay: visit.arrangeStay,
    particularities: visit.particularities,
    salesmanAzureId: visit.salesmanAzureId ?? '',
  };
}

/** A message the form translates (react-admin's form-level { message, args }). */
interface Translatable {
  message: string;
  args: Record<string, string | number>;
}

/** The spec's validation messages per field (part 2 §5), from the schema and the date rules the api checks too. */
export function validateVisit(values: VisitFormValues, today: string): Record<string, string | Translatable> {
  const errors: Record<string, string | Translatable> = {};
  const parsed = VisitDraft.safeParse({ ...values, amountOfPeople: values.amountOfPeople ?? undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const problem = values.visitDate ? visitDateProblem(values.visitDate, today) : undefined;
  if (problem === 'past') errors.visitDate ??= VISIT_MESSAGES.date;
  if (problem === 'too_far') errors.visitDate ??= { message: 'visits.date_too_far', args: { years: VISIT_HORIZON_YEARS } };
  return errors;
}
