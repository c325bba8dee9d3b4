import type { SxProps, Theme } from '@mui/material/styles';
import type { LayoutStyle } from './shellSettings';

/** The three layout styles as styles of react-admin's Layout: navigation left (its default), right, or the frame boxed. */
export const LAYOUT_SX: Record<LayoutStyle, SxProps<Theme>> = {
  left: {},
  right: { '& .RaLayout-contentWithSidebar': { flexDirection: 'row-reverse' } },
  boxed: {
    '& .RaLayout-contentWithSidebar': { width: '100%', maxWidth: 1280, mx: 'auto', bgcolor: 'background.paper', boxShadow: 2 },
  },
};
