import { useEffect, useRef } from 'react';
import { usePathname } from '../routes/appRouter';
import { currentClaims } from '../../dataProvider/tokenStore';
import { pageVisitLog, type OpenPage } from './pageVisit';
import { postUserLog } from './userLog';

/**
 * Logs every route change with the time spent on the page being left (spec part 1 §4). Mounted by
 * the layout, which only wraps signed-in pages: /login and /update-password are never logged.
 */
export function usePageVisitLog(): void {
  const pathname = usePathname();
  const open = useRef<OpenPage | undefined>(undefined);

  useEffect(() => {
    const now = new Date();
    const left = open.current;
    if (left?.path === pathname) return;
    const azureId = currentClaims()?.azureId;
    // '/' only redirects to the landing page: nobody spends time there.
    if (left && left.path !== '/' && azureId) postUserLog({ azureId, ...pageVisitLog(left, now) });
    open.current = { path: pathname, fromPage: left?.path ?? '', since: now };
  }, [pathname]);
}
