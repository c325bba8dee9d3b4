import { apiFetch } from '../../dataProvider/http';
import { deviceFromUserAgent } from '../../schemas/device';

export interface UserLog {
  azureId: string;
  type: 'page_visit' | 'search' | 'button';
  actionName: string;
  extraInfo?: string;
  fromPage?: string;
  timeOnPage?: number;
  startDate?: string;
  endDate?: string;
}

/**
 * Posts a user log; failures are only logged to the console (spec part 1 §8). Straight through the
 * http client: a log changes no data, so it must not invalidate cached lists like data calls do.
 */
export function postUserLog(log: UserLog): void {
  apiFetch({
    method: 'POST',
    path: 'monitor/createuserlog',
    body: { extraInfo: '', ...log, device: deviceFromUserAgent(navigator.userAgent) },
  }).catch((error: unknown) => console.error('user log', error));
}
