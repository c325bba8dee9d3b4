import type { SxProps, Theme } from '@mui/material';

/**
 * A card header with actions beside its title (a switch, buttons): on a phone the actions go under the title
 * when both do not fit one line, instead of squeezing the title into a narrow column.
 */
export const WRAPPING_CARD_HEADER: SxProps<Theme> = {
  pb: 0,
  flexWrap: { xs: 'wrap', sm: 'nowrap' },
  rowGap: 1,
  '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 },
};
