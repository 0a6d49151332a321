/** The account's Orders tab (ACC-16..21): the list and one order's detail. */
export function OrdersTab() {
  return null;
}
