import { useCallback } from 'react';
import { useStore } from 'react-admin';
import { itemKey, type PaletteItem } from './paletteItems';

/** A pick as kept: enough to show and open it again without its list. */
export type StoredRecent = Pick<PaletteItem, 'kind' | 'id' | 'label' | 'detail' | 'to'>;

export const RECENT_MAX = 8;

/** The pick first, once, the oldest dropped beyond RECENT_MAX. */
export function rememberRecent(list: readonly StoredRecent[], item: PaletteItem): StoredRecent[] {
  const { kind, id, label, detail, to } = item;
  const kept: StoredRecent = { kind, id, label, ...(detail ? { detail } : {}), ...(to ? { to } : {}) };
  return [kept, ...list.filter((other) => itemKey(other) !== itemKey(item))].slice(0, RECENT_MAX);
}

/**
 * The recent picks as options now: `current` answers an item as it is now (a screen in today's language),
 * null for one the user no longer sees (a screen or action taken away, a customer of another group), and
 * undefined when its list is not loaded (then the kept pick stands; the page it opens checks access anyway).
 */
export function resolveRecent(list: readonly StoredRecent[], current: (recent: StoredRecent) => PaletteItem | null | undefined): PaletteItem[] {
  return list.flatMap((recent) => {
    const now = current(recent);
    if (now === null) return [];
    return [now ?? { ...recent, text: recent.label }];
  });
}

/** The signed-in user's recent picks, in react-admin's store (kept per user across sessions). */
export function useRecentPicks(userId: string | undefined): [StoredRecent[], (item: PaletteItem) => void] {
  const [list, setList] = useStore<StoredRecent[]>(`palette.recent.${userId ?? 'anonymous'}`, []);
  const remember = useCallback((item: PaletteItem) => setList((previous) => rememberRecent(Array.isArray(previous) ? previous : [], item)), [setList]);
  return [Array.isArray(list) ? list : [], remember];
}
