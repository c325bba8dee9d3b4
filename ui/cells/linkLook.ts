import { alpha } from '@mui/material/styles';
import { themeClass } from '../themeClass';

/** MUI's Link (underline "always"): the primary colour, underlined in a lighter shade that darkens on hover. */
const useLinkLook = themeClass((theme) => ({
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
}));

/**
 * The class names of a plain <a> that looks like MUI's Link: its own class names, and one style rule per theme
 * (ui/themeClass.ts). MUI's Link is two styled components, which serialise their styles at every render: too
 * costly for links drawn in every row of a list, drawn again at each keystroke of its search.
 */
export function useLinkClassName(): string {
  return `MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways ${useLinkLook()}`;
}
