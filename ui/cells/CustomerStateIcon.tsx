import Lock from '@mui/icons-material/Lock';
import NotInterested from '@mui/icons-material/NotInterested';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import { useTranslate } from 'react-admin';
import { customerState, type CustomerState } from './customerState';

const ICONS = { not_interested: NotInterested, lock: Lock, shopping_cart: ShoppingCart } as const;
const COLOURS = { not_interested: 'action', lock: 'error', shopping_cart: 'success' } as const satisfies Record<CustomerState, string>;

/** not_interested, lock or shopping_cart for a customer (detail header and customers list), named for screen readers. */
export function CustomerStateIcon({ customer, fontSize = 'medium' }: { customer: { inetCheck: boolean; levStop: boolean }; fontSize?: 'small' | 'medium' | 'large' }) {
  const translate = useTranslate();
  const state = customerState(customer);
  const Icon = ICONS[state];
  return <Icon color={COLOURS[state]} fontSize={fontSize} titleAccess={translate(`customer.state.${state}`)} />;
}
