import { useClaims } from '../../ui/useClaims';
import { landingPath, MENU_PATHS } from './landing';
import { useCanReach } from './useCanReach';

/** The signed-in user's landing page, and whether canAccess is still answering the menu's questions. */
export function useLandingState(): { landing: string | undefined; isPending: boolean } {
  const roles = useClaims()?.roles ?? [];
  const { canReach, isPending } = useCanReach(MENU_PATHS);
  return { landing: landingPath(roles, canReach), isPending };
}

export function useLanding(): string | undefined {
  return useLandingState().landing;
}
