import { useCallback } from 'react';
import { canReach, reachQuestions } from './reach';
import { useRegisteredPages } from './AppSetup';
import { useMay } from './useMay';

/** Whether links to these paths lead anywhere for the signed-in user (false until canAccess has answered). */
export function useCanReach(paths: readonly string[]): { canReach: (pathname: string) => boolean; isPending: boolean } {
  const pages = useRegisteredPages();
  const { may, isPending } = useMay(reachQuestions(pages, paths));
  return { canReach: useCallback((pathname: string) => canReach(may, pages, pathname), [may, pages]), isPending };
}
