import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useSidebarState } from 'react-admin';

/** How long the pointer rests on the folded navbar before it opens (spec part 1 §9: menu hover debounce 150 ms). */
export const MENU_HOVER_DELAY_MS = 150;

/** Whether the folded navbar is open on hover just now (ThemedSidebar provides it). */
export const NavbarHoverContext = createContext(false);

/** Whether the navbar shows its full width: unfolded, or folded and opened on hover (spec part 1 §4). */
export function useNavbarExpanded(): boolean {
  const [open] = useSidebarState();
  return open || useContext(NavbarHoverContext);
}

/**
 * Hovered for `delayMs` without leaving: true until the pointer leaves. A pointer only passing over
 * (leaving sooner) opens nothing.
 */
export function useHoverOpen(delayMs = MENU_HOVER_DELAY_MS) {
  const [hovered, setHovered] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    hovered,
    onMouseEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHovered(true), delayMs);
    },
    onMouseLeave: () => {
      clearTimeout(timer.current);
      setHovered(false);
    },
  };
}
