import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';
import { NavbarHoverContext, useHoverOpen } from './navbarHover';
import { ThemedPart } from './settings/ThemedPart';
import { NAVBAR_WIDTH } from '../theme';

const FIXED = { bgcolor: 'background.paper', color: 'text.primary', borderRight: 1, borderLeft: 1, borderColor: 'divider' };
/** Folded and opened on hover: full width over the page (which keeps its place), in front of it. */
const OVER_THE_PAGE = {
  '& .RaSidebar-fixed': { ...FIXED, width: NAVBAR_WIDTH, zIndex: 'drawer', boxShadow: 8 },
  '& .RaMenu-closed': { width: NAVBAR_WIDTH },
};

/**
 * react-admin's sidebar in the navbar's colour scheme, on its own surface so a dark navbar reads as one.
 * Folded, it opens over the page while the pointer rests on it (150 ms, spec part 1 §4, §9).
 */
export function ThemedSidebar(props: SidebarProps) {
  const [open] = useSidebarState();
  const hover = useHoverOpen();
  const overPage = !open && hover.hovered;
  return (
    <ThemedPart part="navbar">
      <NavbarHoverContext.Provider value={overPage}>
        <Sidebar
          {...props}
          onMouseEnter={hover.onMouseEnter}
          onMouseLeave={hover.onMouseLeave}
          sx={overPage ? OVER_THE_PAGE : { '& .RaSidebar-fixed': FIXED }}
        />
      </NavbarHoverContext.Provider>
    </ThemedPart>
  );
}
