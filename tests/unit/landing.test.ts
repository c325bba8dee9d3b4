import { describe, expect, it } from 'vitest';
import { landingPath } from '../../app/routes/landing';
import type { PageEntry } from '../../app/routes/reach';

const pages: PageEntry[] = [
  { path: '/icrm/inbox', access: ['iCRMBasis'] },
  { path: '/icrm/unpaid', access: ['iCRMBasis', 'iCRMFinancieel'] },
  { path: '/wholesale/Customers', access: ['iCRMWholesale'] },
  { path: '/visits', access: ['iVisits'] },
];

describe('landing by role', () => {
  it('sends iCRMBasis to the inbox, finance to unpaid, wholesale to its customers', () => {
    expect(landingPath(['iCRMBasis', 'iCRMFinancieel'], pages)).toBe('/iCRM/Inbox');
    expect(landingPath(['iCRMFinancieel'], pages)).toBe('/iCRM/Unpaid');
    expect(landingPath(['iCRMWholesale'], pages)).toBe('/wholesale/customers');
  });

  it('sends other users to the first screen of their menu', () => {
    expect(landingPath(['iVisits'], pages)).toBe('/visits');
  });

  it('has nowhere to send users without roles or without any screen', () => {
    expect(landingPath([], pages)).toBeUndefined();
    expect(landingPath(['MFJDFexport'], pages)).toBeUndefined();
  });
});
