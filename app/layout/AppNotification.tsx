import { Notification } from 'react-admin';
import { SNACKBAR_AUTO_HIDE_MS } from '../../schemas/constants';

/** Snackbars at the top centre, hidden after 6000 ms (spec part 1 §2, §9). */
export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={SNACKBAR_AUTO_HIDE_MS} />;
}
