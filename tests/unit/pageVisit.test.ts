import { describe, expect, it } from 'vitest';
import { pageVisitLog } from '../../app/session/pageVisit';

describe('page visit log', () => {
  it('carries the page left, where the user came from and the seconds spent there', () => {
    const since = new Date('2026-06-17T08:00:00.000Z');
    const log = pageVisitLog({ path: '/icrm/customers', fromPage: '/iCRM/Inbox', since }, new Date('2026-06-17T08:01:30.400Z'));
    expect(log).toEqual({
      type: 'page_visit',
      actionName: '/icrm/customers',
      fromPage: '/iCRM/Inbox',
      timeOnPage: 90,
      startDate: '2026-06-17T08:00:00.000Z',
      endDate: '2026-06-17T08:01:30.400Z',
    });
  });
});
