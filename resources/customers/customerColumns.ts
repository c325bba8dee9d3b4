import { COMMERCIAL_TYPE_COMPANIES } from '../../schemas/companies';
import type { CustomerListRow } from '../../schemas/entities/customer';

export type CustomerColumn = keyof CustomerListRow;

/** Companies 3 and 4 show the commercial type where the others show the zipcode (spec part 1 §2). */
export function placeColumn(companyId: number): 'zipcode' | 'commercialType' {
  return (COMMERCIAL_TYPE_COMPANIES as readonly number[]).includes(companyId) ? 'commercialType' : 'zipcode';
}

/** The data columns of the customers list for the user's current company, after the lock-state icon. */
export function customerColumns(companyId: number): CustomerColumn[] {
  return ['debnr', 'name', placeColumn(companyId), 'city', 'phoneNumber', 'branche', 'email'];
}

export { customerPath } from '../../ui/customerPath';
