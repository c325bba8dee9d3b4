import { GlobalStyles } from '@mui/material';
import { alpha } from '@mui/material/styles';

/** Thin scrollbars in the main theme's colours instead of the system's (settings panel: custom scrollbars). */
export function CustomScrollbars() {
  return (
    <GlobalStyles
      styles={(theme) => {
        const thumb = alpha(theme.palette.text.primary, 0.3);
        return {
          '*': { scrollbarWidth: 'thin', scrollbarColor: `${thumb} transparent` },
          '*::-webkit-scrollbar': { width: 8, height: 8 },
          '*::-webkit-scrollbar-thumb': { backgroundColor: thumb, borderRadius: 4 },
        };
      }}
    />
  );
}
