import { describe, expect, it } from 'vitest';
import { canAccess, canCallEndpoint, canOpenRoute } from '../../authProvider/access';

describe('route access', () => {
  it('opens a route to a holder of one of its roles, in any spelling of the path', () => {
    expect(canOpenRoute(['iCRMBasis'], '/iCRM/Inbox')).toBe(true);
    expect(canOpenRoute(['iCRMFinancieel'], '/icrm/customer/123456')).toBe(true);
    expect(canOpenRoute(['iCRMManager'], '/icrm/AssignNewLeads')).toBe(true);
    expect(canOpenRoute(['iCRMWholesale'], '/wholesale/customers')).toBe(true);
  });

  it('refuses users without a listed role, and users without any role everywhere', () => {
    expect(canOpenRoute(['iCRMFinancieel'], '/icrm/credits')).toBe(false);
    expect(canOpenRoute(['iCRMBasis'], '/icrm/users')).toBe(false);
    expect(canOpenRoute([], '/icrm/inbox')).toBe(false);
    expect(canOpenRoute([], '/somewhere/else')).toBe(false);
  });
});

describe('endpoint access', () => {
  it('follows the access table', () => {
    expect(canCallEndpoint([], 'POST auth/login')).toBe(true);
    expect(canCallEndpoint(['iCRMWholesale'], 'GET admin/getlatestimport')).toBe(true);
    expect(canCallEndpoint(['iCRMWholesale'], 'GET customer/getallcustomerstosearch')).toBe(false);
    expect(canCallEndpoint(['iVisits'], 'GET customer/getallcustomerstosearch')).toBe(true);
    expect(canCallEndpoint(['iCRMAdmin'], 'GET nothing/here')).toBe(false);
  });
});

describe("react-admin's canAccess", () => {
  const resources = { users: { list: ['iCRMAdmin' as const], delete: ['iCRMAdmin' as const] } };

  it('answers page paths, endpoint keys and resource actions', () => {
    expect(canAccess(['iCRMManager'], { resource: '/icrm/credits', action: 'list' })).toBe(true);
    expect(canAccess(['iCRMBasis'], { resource: 'GET manager/getcredits', action: 'call' })).toBe(false);
    expect(canAccess(['iCRMAdmin'], { resource: 'users', action: 'delete' }, resources)).toBe(true);
    expect(canAccess(['iCRMBasis'], { resource: 'users', action: 'list' }, resources)).toBe(false);
  });

  it('refuses actions a resource does not declare and users without roles', () => {
    expect(canAccess(['iCRMAdmin'], { resource: 'users', action: 'export' }, resources)).toBe(false);
    expect(canAccess([], { resource: '/profile', action: 'list' })).toBe(false);
  });
});
