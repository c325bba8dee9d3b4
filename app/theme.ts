import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { touchTargets } from './touchTargets';

/** The side navigation's width open and folded (spec part 1 §9: navbar width 280, folded 64). */
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;

/** The app theme: react-admin's default with the group's greens, and the spec's navbar widths. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#2e6b3f', dark: '#1d4a2a', light: '#5a9a68', contrastText: '#ffffff' },
    secondary: { main: '#c2416b', contrastText: '#ffffff' },
    // MUI's red reads at 4.4:1 on a filled input's grey; this one keeps error labels and texts above 4.5:1.
    error: { main: '#c62828', contrastText: '#ffffff' },
    background: { default: '#f4f6f4' },
  },
  sidebar: { width: NAVBAR_WIDTH, closedWidth: NAVBAR_FOLDED_WIDTH },
  components: {
    ...defaultTheme.components,
    ...touchTargets,
    // Spinners are decorative: the screen around them says what is loading (react-admin's Loading, busy buttons).
    // Unnamed, an ARIA progressbar is a serious accessibility violation.
    MuiCircularProgress: { defaultProps: { 'aria-hidden': true } },
    // react-admin dims the access-denied text to half opacity, below 4.5:1; the secondary text colour is dim enough.
    RaAccessDenied: { styleOverrides: { root: { '& .RaAccessDenied-message': { opacity: 1 } } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': { borderLeftColor: '#c2416b', backgroundColor: 'rgba(46, 107, 63, 0.08)', fontWeight: 600 },
        },
      },
    },
  },
};
