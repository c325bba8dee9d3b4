/** A page the user is on: its path, where they came from and when they arrived. */
export interface OpenPage {
  path: string;
  fromPage: string;
  since: Date;
}

/** The page-visit log for leaving `page` at `now`: actionName is the page the time was spent on. */
export function pageVisitLog(page: OpenPage, now: Date) {
  return {
    type: 'page_visit' as const,
    actionName: page.path,
    fromPage: page.fromPage,
    timeOnPage: Math.round((now.getTime() - page.since.getTime()) / 1000),
    startDate: page.since.toISOString(),
    endDate: now.toISOString(),
  };
}
