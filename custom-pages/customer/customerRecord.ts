import { useRecordContext } from 'react-admin';
import type { Customer } from '../../schemas/entities/customer';

/** The customer of the page as a react-admin record (id = debnr), provided by CustomerPage. */
export type CustomerRecord = Customer & { id: string };

/** The page's customer, read from the record context. */
export function useCustomer(): CustomerRecord {
  const customer = useRecordContext<CustomerRecord>();
  if (!customer) throw new Error('useCustomer must be used inside the customer page');
  return customer;
}
