import { describe, expect, it } from 'vitest';
import { resourcesWantedAtStart } from '../../app/routes/resourcesAtStart';

describe('the resource pages wanted from the start', () => {
  it('are wanted on a resource page and on the landing address, when signed in', () => {
    expect(resourcesWantedAtStart('/icrm/customers', true)).toBe(true);
    expect(resourcesWantedAtStart('/users/12', true)).toBe(true);
    expect(resourcesWantedAtStart('/', true)).toBe(true);
  });

  it('wait on a shell or custom page, which loads them once settled', () => {
    expect(resourcesWantedAtStart('/profile/loginhistory', true)).toBe(false);
    expect(resourcesWantedAtStart('/icrm/customer/104233', true)).toBe(false);
    expect(resourcesWantedAtStart('/ICRM/Dashboard', true)).toBe(false);
  });

  it('are never wanted signed out', () => {
    expect(resourcesWantedAtStart('/icrm/customers', false)).toBe(false);
  });
});
