import { useApiQuery } from '../../../dataProvider';
import type { EndpointKey } from '../../../schemas/endpoints';

/** Profile statistics stay fresh 30 s in the browser (spec part 2 §9); the api always answers current figures. */
const PROFILE_STALE_MS = 30_000;

export interface StatPeriod {
  fromdate: string;
  todate: string;
}

type UserStatEndpoint = Extract<EndpointKey, `GET monitor/${string}/{azureId}`>;

/** One statistics call of a user's profile over the chosen period. */
export function useUserStatQuery<K extends UserStatEndpoint>(endpoint: K, azureId: string, period: StatPeriod) {
  return useApiQuery(endpoint, { params: { azureId }, query: { ...period }, staleTime: PROFILE_STALE_MS });
}

/** The average user over the same period, for the comparison cards. */
export function useAverageStats(period: StatPeriod) {
  return useApiQuery('GET monitor/GetAverageUserStats', { query: { ...period }, staleTime: PROFILE_STALE_MS });
}
