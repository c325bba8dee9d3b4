import dayjs from 'dayjs';
import { pastDateError, VisitDraft, type ShowroomVisit } from '../../schemas/entities/visit';

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

/** The spec's validation messages per field (part 2 §5), from the schema the api checks too. */
export function validateVisit(values: VisitFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = VisitDraft.safeParse({ ...values, amountOfPeople: values.amountOfPeople ?? undefined });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  const past = values.visitDate ? pastDateError(values.visitDate, today) : undefined;
  if (past) errors.visitDate ??= past;
  return errors;
}
