import { describe, expect, it } from 'vitest';
import { closedDays } from '../../resources/closedCustomers/closedDays';

describe('closed customers days filter', () => {
  it('takes a whole number of days from 1 to 3650', () => {
    expect(closedDays('60')).toBe(60);
    expect(closedDays(' 7 ')).toBe(7);
    expect(closedDays('1')).toBe(1);
    expect(closedDays('3650')).toBe(3650);
  });

  it('falls back to the default 60 days for anything else', () => {
    for (const typed of ['', '0', '-5', '2.5', 'abc', '3651']) expect([typed, closedDays(typed)]).toEqual([typed, 60]);
  });
});
