import { describe, expect, it } from 'vitest';
import { searchItems, toggleShortcut } from '../../app/shortcuts/shortcuts';

const items = [{ id: 'inbox' }, { id: 'customers' }, { id: 'newcustomers' }];
const labels: Record<string, string> = { inbox: 'Inbox', customers: 'Customers', newcustomers: 'New customers' };

describe('shortcuts', () => {
  it('stars and unstars a page', () => {
    expect(toggleShortcut([], 'inbox')).toEqual(['inbox']);
    expect(toggleShortcut(['inbox', 'customers'], 'inbox')).toEqual(['customers']);
  });

  it('searches pages by label anywhere, ignoring case; a blank query lists them all', () => {
    expect(searchItems(items, 'CUSTOM', (item) => labels[item.id]!).map((item) => item.id)).toEqual(['customers', 'newcustomers']);
    expect(searchItems(items, '  ', (item) => labels[item.id]!)).toHaveLength(3);
    expect(searchItems(items, 'zzz', (item) => labels[item.id]!)).toEqual([]);
  });
});
