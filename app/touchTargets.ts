import type { Components, Theme } from '@mui/material';

/** A finger's smallest comfortable target (WCAG 2.5.5, Apple's and Google's guidelines: 44-48 px). */
export const TOUCH_TARGET_PX = 44;

/** Only where the main pointer is a finger: a desktop keeps its dense controls. */
const COARSE = '@media (pointer: coarse)';
const atLeast = { [COARSE]: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } };

/** Theme overrides that grow the small controls to a finger's size on touch screens. */
export const touchTargets: Components<Theme> = {
  MuiIconButton: { styleOverrides: { root: atLeast } },
  MuiButton: { styleOverrides: { root: { [COARSE]: { minHeight: TOUCH_TARGET_PX } } } },
  MuiCheckbox: { styleOverrides: { root: atLeast } },
  MuiRadio: { styleOverrides: { root: atLeast } },
  MuiToggleButton: { styleOverrides: { root: atLeast } },
  MuiTab: { styleOverrides: { root: { [COARSE]: { minHeight: TOUCH_TARGET_PX } } } },
  MuiPaginationItem: { styleOverrides: { root: atLeast } },
  MuiTableSortLabel: { styleOverrides: { root: { [COARSE]: { minHeight: TOUCH_TARGET_PX } } } },
  // 6 px more on every side of the default 58 × 38 switch: the thumb stays centred on its 34 × 14 track.
  MuiSwitch: {
    styleOverrides: {
      root: { [COARSE]: { width: 64, height: TOUCH_TARGET_PX, padding: 15 } },
      switchBase: { [COARSE]: { padding: 12 } },
    },
  },
};
