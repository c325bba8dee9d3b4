import { describe, expect, it } from 'vitest';
import { definePage } from '../../ui/pageDefinition';

describe('definePage', () => {
  it('registers a page at a path of the route table, in any case and with :params', () => {
    expect(definePage('/icrm/customer/:debnr', null).path).toBe('/icrm/customer/:debnr');
    expect(definePage('/CC/CCDashboard', null).access).toBeUndefined();
  });

  it('refuses, at start-up, a page whose path the route table lacks', () => {
    expect(() => definePage('/icrm/nowhere', null)).toThrow('Page /icrm/nowhere is not in the route table (schemas/appRoutes.ts)');
  });
});
