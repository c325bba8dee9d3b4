import type { MouseEvent } from 'react';
import type { CSSObject } from '@emotion/react';
import { alpha } from '@mui/material/styles';
import { LinkBase } from 'react-admin';
import { themeClass } from '../themeClass';
import { customerPath } from '../customerPath';
import { TOUCH_TARGET } from './touchTarget';

/** MUI's Link (underlined, in the primary colour), kept on one line. */
const useLinkClass = themeClass((theme) => ({
  color: theme.palette.primary.main,
  textDecoration: 'underline',
  textDecorationColor: alpha(theme.palette.primary.main, 0.4),
  '&:hover': { textDecorationColor: 'inherit' },
  whiteSpace: 'nowrap',
  ...(TOUCH_TARGET as CSSObject),
}));

/**
 * A debtor number linking to its customer page (lists and cards of the customer areas), through the app's router
 * (LinkBase: the app's PathLink, which does not draw again when the address changes).
 * A plain link with MUI Link's class names and look: MUI's Link is two styled components, which serialise their
 * styles at every render, and a list draws twenty of these at each keystroke of its search.
 */
export function CustomerLink({ debnr, to = customerPath(debnr) }: { debnr: string; to?: string }) {
  return (
    <LinkBase className={`MuiTypography-root MuiTypography-inherit MuiLink-root MuiLink-underlineAlways ${useLinkClass()}`} to={to} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {debnr}
    </LinkBase>
  );
}
