import { itemKey, KINDS, type Kind, type PaletteItem } from './paletteItems';
import { searchIndex, type SearchIndex } from './paletteSearch';

/** A heading and its options; 'recent' holds the last picks. */
export interface Section {
  kind: Kind | 'recent';
  items: PaletteItem[];
}

/** Options shown per section for a typed input: ~50 in all, so a keystroke renders little whatever matches. */
export const SECTION_LIMITS: Record<Kind, number> = { screen: 8, action: 6, customer: 18, lead: 6, task: 6, visit: 6 };
/** Without input: the recent picks, then screens and actions, at most this many. */
export const EMPTY_LIMIT = 50;

export type PaletteIndexes = Partial<Record<Kind, SearchIndex<PaletteItem>>>;

/** The matches of each kind, sections with a better best match first (ties in KINDS order). */
export function searchSections(indexes: PaletteIndexes, input: string): Section[] {
  const found = KINDS.flatMap((kind, order) => {
    const index = indexes[kind];
    const matches = index ? searchIndex(index, input, SECTION_LIMITS[kind]) : [];
    return matches.length > 0 ? [{ kind, order, best: matches[0]!.score, items: matches.map((match) => match.item) }] : [];
  });
  return found.sort((a, b) => b.best - a.best || a.order - b.order).map(({ kind, items }) => ({ kind, items }));
}

/** What an empty input shows: the recent picks first, then the other screens and actions. */
export function emptySections(recent: readonly PaletteItem[], screens: readonly PaletteItem[], actions: readonly PaletteItem[]): Section[] {
  let room = EMPTY_LIMIT;
  const shown = new Set(recent.map(itemKey));
  const take = (items: readonly PaletteItem[]) => {
    const taken = items.slice(0, Math.max(room, 0));
    room -= taken.length;
    return taken;
  };
  const sections: Section[] = [
    { kind: 'recent', items: take(recent) },
    { kind: 'screen', items: take(screens.filter((item) => !shown.has(itemKey(item)))) },
    { kind: 'action', items: take(actions.filter((item) => !shown.has(itemKey(item)))) },
  ];
  return sections.filter((section) => section.items.length > 0);
}
