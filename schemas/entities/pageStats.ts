import { z } from 'zod';
/** GET monitor/getpagelogs: a page of the app with its visits and the average time on it (seconds). */
export const PageStat = z.object({
  page: z.string(),
  amountOfVisits: z.number(),
  avgTimeOnPage: z.number(),
});
export type PageStat = z.infer<typeof PageStat>;

/** GET monitor/getuserlogsbypage?page=: a user's visits of that page. */
export const PageUserStat = z.object({
  userName: z.string(),
  azureId: z.string(),
  amountOfVisits: z.number(),
  avgTimeOnPage: z.number(),
});
export type PageUserStat = z.infer<typeof PageUserStat>;

/** GET monitor/GetUserStatsAllPages: a favourite user's visits across pages, with the email the application form needs. */
export const FavouriteUserStat = PageUserStat.extend({
  email: z.string(),
});
export type FavouriteUserStat = z.infer<typeof FavouriteUserStat>;

/** Seconds as mm:ss (spec part 2 §2: the average time on a page). */
export function minutesSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
