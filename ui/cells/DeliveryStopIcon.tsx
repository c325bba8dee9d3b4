import { CustomerStateIcon } from './CustomerStateIcon';

/**
 * The lock/cart indicator of the lists that only know the delivery stop (call list, unpaid, closed
 * customers): a lock when the customer is blocked for delivery, otherwise a cart.
 */
export function DeliveryStopIcon({ levStop }: { levStop: boolean }) {
  return <CustomerStateIcon customer={{ inetCheck: true, levStop }} fontSize="small" />;
}
