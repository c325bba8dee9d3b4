import { describe, expect, it } from 'vitest';
import { landingPath } from '../../app/routes/landing';
import { canReach, type PageEntry } from '../../app/routes/reach';
import { canAccess } from '../../authProvider/access';

const pages: PageEntry[] = [
  { path: '/icrm/inbox' },
  { path: '/icrm/unpaid' },
  { path: '/wholesale/Customers' },
  { path: '/visits' },
];

/** What useCanReach answers: canAccess (the authProvider's function, over the route table) for these roles. */
const landing = (roles: string[]) => landingPath(roles, (path) => canReach((question) => canAccess(roles, question), pages, path));

describe('landing by role', () => {
  it('sends iCRMBasis to the inbox, finance to unpaid, wholesale to its customers', () => {
    expect(landing(['iCRMBasis', 'iCRMFinancieel'])).toBe('/iCRM/Inbox');
    expect(landing(['iCRMFinancieel'])).toBe('/iCRM/Unpaid');
    expect(landing(['iCRMWholesale'])).toBe('/wholesale/customers');
  });

  it('sends other users to the first screen of their menu', () => {
    expect(landing(['iVisits'])).toBe('/visits');
  });

  it('has nowhere to send users without roles or without any screen', () => {
    expect(landing([])).toBeUndefined();
    expect(landing(['MFJDFexport'])).toBeUndefined();
  });
});
