import { Sidebar, type SidebarProps } from 'react-admin';
import { ThemedPart } from './settings/ThemedPart';

/** react-admin's sidebar in the navbar's colour scheme, on its own surface so a dark navbar reads as one. */
export function ThemedSidebar(props: SidebarProps) {
  return (
    <ThemedPart part="navbar">
      <Sidebar {...props} sx={{ '& .RaSidebar-fixed': { bgcolor: 'background.paper', color: 'text.primary', borderRight: 1, borderLeft: 1, borderColor: 'divider' } }} />
    </ThemedPart>
  );
}
