import { useNotify } from 'react-admin';
import { useClaims } from '../../../ui/useClaims';
import { useApiMutation } from '../../../dataProvider';
import type { OpenAndCloseRequest } from '../../../schemas/entities/customerActions';
import { useCustomer } from '../customerRecord';

/**
 * Opens or closes delivery (the delivery stop) for the customer or its whole financial group, with the
 * spec's six body fields. levStop is the state the button shows and the server sets the opposite: the spec
 * only says the stop "toggles" (part 1 §4), and posting the customer's own fields is what a legacy client
 * does. The notice mail goes to the signed-in user, named in the body and in the `email` header the data
 * provider adds to this call (part 1 §7). The page refetches.
 */
export function useDeliveryToggle() {
  const customer = useCustomer();
  const email = useClaims()?.preferred_username;
  const notify = useNotify();
  const mutation = useApiMutation('POST customer/OpenAndCloseCustomer/{debnr}');
  const toggle = (wholeFinancialGroup: boolean) => {
    const body: OpenAndCloseRequest = {
      debnr: customer.debnr,
      levStop: customer.levStop,
      shouldUpdateAllInFinancialGroup: wholeFinancialGroup,
      finDebnr: customer.finDebnr,
      email,
      name: customer.name,
    };
    mutation.mutate(
      { params: { debnr: customer.debnr }, body },
      {
        onSuccess: () => notify('customer.delivery.updated', { type: 'success' }),
        onError: (error) => notify('customer.delivery.failed', { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };
  return { toggle, isPending: mutation.isPending };
}
