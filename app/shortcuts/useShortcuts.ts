import { useState } from 'react';
import { storedShortcuts, storeShortcuts, toggleShortcut } from './shortcuts';

/** The starred pages and a toggle that keeps them for the next visit. */
export function useShortcuts(): [string[], (id: string) => void] {
  const [ids, setIds] = useState(storedShortcuts);
  const toggle = (id: string) => {
    const next = toggleShortcut(ids, id);
    storeShortcuts(next);
    setIds(next);
  };
  return [ids, toggle];
}
