/**
 * The keys of a generated list (useListKeyboard), for the keyboard help sheet too: each with the
 * keys it answers to, as KeyboardEvent.key names.
 */
export const LIST_KEYS = [
  { id: 'move', keys: ['ArrowUp', 'ArrowDown'] },
  { id: 'ends', keys: ['Home', 'End'] },
  { id: 'open', keys: ['Enter'] },
  { id: 'tick', keys: [' '] },
  { id: 'search', keys: ['/'] },
] as const;

export type ListKey = (typeof LIST_KEYS)[number]['id'];

/** What a key typed on a list does (undefined: nothing of the list's own). */
export function listKeyOf(key: string): ListKey | undefined {
  return LIST_KEYS.find((entry) => (entry.keys as readonly string[]).includes(key))?.id;
}

/** Where the row focus goes for a move key, from `index` (-1: no row has it yet) among `count` rows. */
export function nextRow(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return index < 0 ? 0 : Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** A key typed into a field is the field's: the list's single keys ('/', Space) only act outside one. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element?.tagName) return false;
  return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}
