/** GET monitor/getpagelogs: a page of the app with its visits and the average time on it (seconds). */
export interface PageStat {
  page: string;
  amountOfVisits: number;
  avgTimeOnPage: number;
}

/** GET monitor/getuserlogsbypage?page=: a user's visits of that page. */
export interface PageUserStat {
  userName: string;
  azureId: string;
  amountOfVisits: number;
  avgTimeOnPage: number;
}

/** GET monitor/GetUserStatsAllPages: a favourite user's visits across pages, with the email the application form needs. */
export interface FavouriteUserStat extends PageUserStat {
  email: string;
}

/** Seconds as mm:ss (spec part 2 §2: the average time on a page). */
export function minutesSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
