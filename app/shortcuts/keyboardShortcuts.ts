import { isTyping, LIST_KEYS } from '../../resources/framework/list/listKeys';

/** The keyboard shortcuts the help sheet ('?') lists: the shell's, then the generated lists' (LIST_KEYS). */
export const KEYBOARD_SHORTCUTS = [
  { id: 'everywhere', entries: [{ id: 'palette', keys: ['Mod+K'] }, { id: 'help', keys: ['?'] }] },
  { id: 'lists', entries: LIST_KEYS.map(({ id, keys }) => ({ id, keys: [...keys] as string[] })) },
] as const;

const SYMBOLS: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→' };

/** A key as printed on the keyboard: arrows as arrows, Mod+K as ⌘K on a Mac and Ctrl+K elsewhere; `space` names the space bar. */
export function keyLabel(key: string, mac: boolean, space: string): string {
  if (key === ' ') return space;
  if (key.startsWith('Mod+')) return `${mac ? '⌘' : 'Ctrl+'}${key.slice(4)}`;
  return SYMBOLS[key] ?? key;
}

/** '?' typed outside a field opens the help sheet. */
export function isHelpKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'target'>): boolean {
  return event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}
