import { useCallback } from 'react';
import { useClaims } from '../../ui/useClaims';
import { canReach } from './reach';
import { useRegisteredPages } from './AppSetup';

/** Whether a link to this path leads anywhere for the signed-in user. */
export function useCanReach(): (pathname: string) => boolean {
  const claims = useClaims();
  const pages = useRegisteredPages();
  return useCallback((pathname: string) => canReach(claims?.roles ?? [], pages, pathname), [pages, claims]);
}
