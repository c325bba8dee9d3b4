import type { MenuItemDefinition } from '../menu/menuGroups';

/** Starred pages, kept in localStorage under 'shortcuts' (spec part 1 §7), as menu item ids. */
const STORAGE_KEY = 'shortcuts';

export function storedShortcuts(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function storeShortcuts(ids: readonly string[]): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
}

export function toggleShortcut(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** Items whose label contains the query, ignoring case; all of them for a blank query. */
export function searchItems<T extends Pick<MenuItemDefinition, 'id'>>(items: readonly T[], query: string, label: (item: T) => string): T[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => label(item).toLowerCase().includes(needle));
}
