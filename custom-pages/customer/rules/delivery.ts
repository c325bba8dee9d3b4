import { NEW_FIN_DEBNR, type Customer } from '../../../schemas/entities/customer';

/** The open/close button's label id (spec part 1 §4): OpenDebnr while a delivery stop exists, CloseDebnr otherwise. */
export function deliveryLabelId(levStop: boolean): 'OpenDebnr' | 'CloseDebnr' {
  return levStop ? 'OpenDebnr' : 'CloseDebnr';
}

/** Whether toggling asks to update the whole financial group: it holds more than one customer and is not '*NEW*'. */
export function asksWholeFinancialGroup(customer: Pick<Customer, 'amountInFinDebnr' | 'finDebnr'>): boolean {
  return customer.amountInFinDebnr > 1 && customer.finDebnr !== NEW_FIN_DEBNR;
}

/** The button is for those who may open and close delivery (canAccess over the endpoint: iCRMFinancieel), and only for customers with webshop access. */
export function showsDeliveryButton(mayToggle: boolean, customer: Pick<Customer, 'inetCheck'>): boolean {
  return customer.inetCheck && mayToggle;
}
