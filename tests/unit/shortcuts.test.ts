import { describe, expect, it } from 'vitest';
import { isHelpKey, keyLabel, KEYBOARD_SHORTCUTS } from '../../app/shortcuts/keyboardShortcuts';
import { searchItems, toggleShortcut } from '../../app/shortcuts/shortcuts';
import { LIST_KEYS, listKeyOf, nextRow } from '../../resources/framework/list/listKeys';

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

describe('keyboard shortcuts', () => {
  it('lists every key of the generated lists in the help sheet, with the palette and the help itself', () => {
    const listed = KEYBOARD_SHORTCUTS.flatMap((group) => group.entries.map((entry) => entry.id));
    expect(listed).toEqual(['palette', 'help', ...LIST_KEYS.map((entry) => entry.id)]);
    expect(KEYBOARD_SHORTCUTS.flatMap((group) => group.entries.flatMap((entry) => entry.keys)).map((key) => listKeyOf(key) ?? key)).toEqual([
      'Mod+K', '?', 'move', 'move', 'ends', 'ends', 'open', 'tick', 'search',
    ]);
  });

  it('prints keys as on the keyboard: arrows, Space in the language, ⌘ on a Mac and Ctrl elsewhere', () => {
    expect(keyLabel('ArrowUp', false, 'Spatie')).toBe('↑');
    expect(keyLabel(' ', false, 'Spatie')).toBe('Spatie');
    expect(keyLabel('Mod+K', true, 'Space')).toBe('⌘K');
    expect(keyLabel('Mod+K', false, 'Space')).toBe('Ctrl+K');
    expect(keyLabel('/', false, 'Space')).toBe('/');
  });

  it("opens the help with '?' outside a field only", () => {
    const key = (target: unknown, changes = {}) => ({ key: '?', ctrlKey: false, metaKey: false, altKey: false, target: target as EventTarget, ...changes });
    expect(isHelpKey(key({ tagName: 'DIV', isContentEditable: false }))).toBe(true);
    expect(isHelpKey(key(null))).toBe(true);
    expect(isHelpKey(key({ tagName: 'INPUT', isContentEditable: false }))).toBe(false);
    expect(isHelpKey(key({ tagName: 'DIV', isContentEditable: true }))).toBe(false);
    expect(isHelpKey(key({ tagName: 'DIV' }, { ctrlKey: true }))).toBe(false);
  });

  it('moves the row focus within the rows, the first arrow to the first row', () => {
    expect(nextRow('ArrowDown', -1, 3)).toBe(0);
    expect(nextRow('ArrowUp', -1, 3)).toBe(0);
    expect(nextRow('ArrowDown', 2, 3)).toBe(2);
    expect(nextRow('ArrowUp', 0, 3)).toBe(0);
    expect(nextRow('End', 0, 3)).toBe(2);
    expect(nextRow('Home', 2, 3)).toBe(0);
    expect(nextRow('ArrowDown', -1, 0)).toBeUndefined();
    expect(nextRow('x', 1, 3)).toBeUndefined();
  });
});
