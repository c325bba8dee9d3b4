import { CLOSED_CUSTOMERS_DEFAULT_DAYS } from '../../schemas/constants';
import { CLOSED_CUSTOMERS_MAX_DAYS } from '../../schemas/entities/closedCustomer';

/** The Days filter as typed: a whole number of days from 1 to 3650, else the default 60. */
export function closedDays(typed: string): number {
  const days = Number(typed.trim());
  return Number.isInteger(days) && days >= 1 && days <= CLOSED_CUSTOMERS_MAX_DAYS ? days : CLOSED_CUSTOMERS_DEFAULT_DAYS;
}
