import { useAuthProvider, useNotify } from 'react-admin';
import type { CrmAuthProvider } from '../../authProvider';

/** Switching group answers new tokens; the page reloads so every screen works in the new group (spec part 1 §4). */
export function useSwitchGroup(): (groupCode: string) => Promise<void> {
  const notify = useNotify();
  const authProvider = useAuthProvider<CrmAuthProvider>();
  return async (groupCode) => {
    try {
      await authProvider!.switchGroup(groupCode);
      window.location.reload();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
}
