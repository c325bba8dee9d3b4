import type { CSSObject } from '@emotion/react';
import { useTranslate } from 'react-admin';
import { themeClass } from '../themeClass';
import { customerState, type CustomerState } from './customerState';

/** The Material icons not_interested, lock and shopping_cart (the paths of @mui/icons-material's NotInterested, Lock and ShoppingCart). */
const PATHS: Record<CustomerState, string> = {
  not_interested:
    'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8 0-1.85.63-3.55 1.69-4.9L16.9 18.31C15.55 19.37 13.85 20 12 20m6.31-3.1L7.1 5.69C8.45 4.63 10.15 4 12 4c4.42 0 8 3.58 8 8 0 1.85-.63 3.55-1.69 4.9',
  lock: 'M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2m-6 9c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m3.1-9H8.9V6c0-1.71 1.39-3.1 3.1-3.1s3.1 1.39 3.1 3.1z',
  shopping_cart:
    'M7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2M1 2v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.14 0-.25-.11-.25-.25l.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.08-.14.12-.31.12-.48 0-.55-.45-1-1-1H5.21l-.94-2zm16 16c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2',
};
const COLOURS = { not_interested: 'Action', lock: 'Error', shopping_cart: 'Success' } as const satisfies Record<CustomerState, string>;
const SIZES = { small: 'Small', medium: 'Medium', large: 'Large' } as const;

/** MUI's SvgIcon: its root, and its colours and sizes under MUI's own modifier classes. */
const useIconClass = themeClass(
  (theme): CSSObject => ({
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    '&.MuiSvgIcon-colorAction': { color: theme.palette.action.active },
    '&.MuiSvgIcon-colorError': { color: theme.palette.error.main },
    '&.MuiSvgIcon-colorSuccess': { color: theme.palette.success.main },
    '&.MuiSvgIcon-fontSizeSmall': { fontSize: theme.typography.pxToRem(20) },
    '&.MuiSvgIcon-fontSizeMedium': { fontSize: theme.typography.pxToRem(24) },
    '&.MuiSvgIcon-fontSizeLarge': { fontSize: theme.typography.pxToRem(35) },
  }),
);

/**
 * not_interested, lock or shopping_cart for a customer (detail header and customers list), named for screen readers.
 * A plain svg with MUI SvgIcon's class names and look: SvgIcon is a styled component, which serialises its styles at
 * every render, and a list draws one per row at each keystroke of its search.
 */
export function CustomerStateIcon({ customer, fontSize = 'medium' }: { customer: { inetCheck: boolean; levStop: boolean }; fontSize?: keyof typeof SIZES }) {
  const translate = useTranslate();
  const state = customerState(customer);
  return (
    <svg
      className={`MuiSvgIcon-root MuiSvgIcon-color${COLOURS[state]} MuiSvgIcon-fontSize${SIZES[fontSize]} ${useIconClass()}`}
      focusable="false"
      viewBox="0 0 24 24"
      role="img"
    >
      <path d={PATHS[state]} />
      <title>{translate(`customer.state.${state}`)}</title>
    </svg>
  );
}
