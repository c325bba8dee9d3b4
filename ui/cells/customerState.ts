/** The icon of a customer's delivery state (spec part 1 §2), as Material icon names. */
export type CustomerState = 'not_interested' | 'lock' | 'shopping_cart';

/** Without webshop (internet) access: not_interested; blocked for delivery: lock; otherwise it can order: shopping_cart. */
export function customerState({ inetCheck, levStop }: { inetCheck: boolean; levStop: boolean }): CustomerState {
  if (!inetCheck) return 'not_interested';
  return levStop ? 'lock' : 'shopping_cart';
}
