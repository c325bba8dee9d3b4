import type { CustomerListRow } from '../../schemas/entities/customer';
import { CustomerLink } from '../../ui/cells/CustomerLink';
import { CustomerStateIcon } from '../../ui/cells/CustomerStateIcon';
import { useTenant } from '../../ui/useTenant';
import type { Cell } from '../framework/list/listSlots';
import { customerColumns } from './customerColumns';

/** Short values that read badly when broken over two lines. */
const noWrap =
  (field: 'zipcode' | 'phoneNumber'): Cell<CustomerListRow> =>
  ({ record }) => <span style={{ whiteSpace: 'nowrap' }}>{record[field]}</span>;

/** The customers list's own cells: the lock state icon, the debnr linking to the customer page. */
export const customerCells: Partial<Record<keyof CustomerListRow, Cell<CustomerListRow>>> = {
  levStop: ({ record }) => <CustomerStateIcon customer={record} fontSize="small" />,
  debnr: ({ record }) => <CustomerLink debnr={record.debnr} />,
  zipcode: noWrap('zipcode'),
  phoneNumber: noWrap('phoneNumber'),
};

/** The lock state first, then the data columns of the user's current company. */
export function useCustomerColumns(): string[] {
  return ['levStop', ...customerColumns(useTenant() ?? 0)];
}
