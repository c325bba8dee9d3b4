import { useNotify } from 'react-admin';
import { tokenStore } from '../../authProvider/tokenStore';
import { call } from '../../dataProvider';

/** Switching group answers new tokens; the page reloads so every screen works in the new group (spec part 1 §4). */
export function useSwitchGroup(): (groupCode: string) => Promise<void> {
  const notify = useNotify();
  return async (groupCode) => {
    try {
      const pair = await call('POST groupcode/SetCurrentGroup', { body: { groupCode } });
      tokenStore.set({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      window.location.reload();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  };
}
