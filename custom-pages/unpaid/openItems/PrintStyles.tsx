import { GlobalStyles } from '@mui/material';

/** The class of the block being printed; PRINT_HIDDEN hides a part of it (its buttons) on paper. */
export const PRINT_BLOCK = 'print-block';
export const PRINT_HIDDEN = 'print-hidden';

/** On paper only the marked block shows, from the top of the page, in black on white. */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'body *': { visibility: 'hidden' },
          [`.${PRINT_BLOCK}, .${PRINT_BLOCK} *`]: { visibility: 'visible' },
          [`.${PRINT_BLOCK}`]: { position: 'absolute', left: 0, top: 0, width: '100%', boxShadow: 'none !important' },
          [`.${PRINT_HIDDEN}`]: { display: 'none !important' },
        },
      }}
    />
  );
}
