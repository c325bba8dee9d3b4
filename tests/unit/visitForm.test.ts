import { describe, expect, it } from 'vitest';
import { messages as en } from '../../resources/visits/i18n/en';
import { newVisitValues, validateVisit } from '../../resources/visits/visitForm';
import { VISIT_HORIZON_YEARS, VISIT_MESSAGES } from '../../schemas/entities/visit';

const TODAY = '2026-06-17';
const values = (visitDate: string) => ({ ...newVisitValues(TODAY, '00000000-0000-4000-8000-000000000001'), debtorNumber: '125185', timeOfArrival: '10:00', durationOfStay: '02:00', visitDate });

/** The visit form's date rules: the api's (issue 36), shown on the field before anything is sent. */
describe('the visit form date', () => {
  it(`shows a date more than ${VISIT_HORIZON_YEARS} years ahead as the translated horizon message`, () => {
    const tooFar = { message: 'visits.date_too_far', args: { years: VISIT_HORIZON_YEARS } };
    expect(validateVisit(values('9999-12-31'), TODAY).visitDate).toEqual(tooFar);
    expect(validateVisit(values('2028-06-18'), TODAY).visitDate).toEqual(tooFar);
    expect(validateVisit(values('2028-06-17'), TODAY)).toEqual({});
    expect(en.visits.date_too_far).toContain('%{years}');
  });

  it('shows impossible and past dates with the spec’s text', () => {
    for (const visitDate of ['2026-02-31', '2026-13-45', '2026-06-16']) expect(validateVisit(values(visitDate), TODAY).visitDate).toBe(VISIT_MESSAGES.date);
  });
});
