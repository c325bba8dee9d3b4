import { useNotify } from 'react-admin';
import { useClaims } from '../../../ui/useClaims';
import { useApiMutation } from '../../../dataProvider';
import { SUCCESS_TICK_MS } from '../../../schemas/constants';
import type { RouteOpeningRequest } from '../../../schemas/entities/customerActions';
import { useCustomer } from '../customerRecord';
import { useTimedFlag } from '../useTimedFlag';

/** Opens the customer's route on a date (manager); a success tick shows for 3 s. */
export function useOpenRoute() {
  const { debnr } = useCustomer();
  const username = useClaims()?.userName;
  const notify = useNotify();
  const tick = useTimedFlag(SUCCESS_TICK_MS);
  const mutation = useApiMutation('POST customer/opencustomerroute');
  const openRoute = (datum: string, onDone: () => void) => {
    const body: RouteOpeningRequest = { debnr, datum, username };
    mutation.mutate(
      { body },
      {
        onSuccess: (result) => {
          // The answer itself is read as success (spec part 1 §7): a legacy may answer true, or the opening.
          if (result) tick.raise();
          onDone();
        },
        onError: (error) => notify('customer.route.failed', { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };
  return { openRoute, isPending: mutation.isPending, succeeded: tick.raised };
}
