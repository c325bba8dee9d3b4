import { useSyncExternalStore } from 'react';

/**
 * Whether the command palette is open: one flag for the whole page, set by its shortcut and its toolbar
 * button, read by the palette mounted once in the shell.
 */
let open = false;
const listeners = new Set<() => void>();

export function setPaletteOpen(value: boolean): void {
  if (open === value) return;
  open = value;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function usePaletteOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open);
}

/** Mac keyboards say ⌘, the others Ctrl (the tooltip, the help sheet). */
export const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Ctrl+K or ⌘K (either on any keyboard): opens the palette (or closes it again) from anywhere, a text field included. */
export function isPaletteShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
