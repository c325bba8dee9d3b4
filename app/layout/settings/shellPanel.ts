import { useSyncExternalStore } from 'react';

/** The side panels of the shell: theme settings and filters. */
export type ShellPanel = 'settings' | 'filters';

/**
 * Which side panel is open: shared by the edge buttons that open them and, on a phone (where the edge buttons
 * give way), the toolbar's settings menu.
 */
let open: ShellPanel | null = null;
const listeners = new Set<() => void>();

export function openShellPanel(panel: ShellPanel | null): void {
  open = panel;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useOpenShellPanel = (): ShellPanel | null => useSyncExternalStore(subscribe, () => open);
