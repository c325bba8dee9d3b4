import { describe, expect, it } from 'vitest';
import { groupsByCompany } from '../../app/toolbar/groups';

const group = (groupCode: string, companyId: number, companyName: string, accessable = true) => ({
  groupName: `Group ${groupCode}`,
  groupCode,
  companyId,
  companyName,
  accessable,
});

describe('group menu', () => {
  it('lists accessible groups under their company name, in the order received', () => {
    const listed = groupsByCompany([group('10', 1, 'VDP'), group('40', 4, 'Heembloemex Deco'), group('11', 1, 'VDP'), group('12', 1, 'VDP', false)]);
    expect(listed.map(({ companyName, groups }) => [companyName, groups.map((g) => g.groupCode)])).toEqual([
      ['VDP', ['10', '11']],
      ['Heembloemex Deco', ['40']],
    ]);
  });
});
