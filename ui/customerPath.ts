/** The detail page of a customer (route /icrm/customer/:debnr). */
export function customerPath(debnr: string): string {
  return `/icrm/customer/${encodeURIComponent(debnr)}`;
}
