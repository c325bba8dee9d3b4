import { useMediaQuery, type Theme } from '@mui/material';

/** A phone-wide screen (below MUI's sm breakpoint, 600 px): where react-admin too switches to its small layouts. */
export const usePhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
