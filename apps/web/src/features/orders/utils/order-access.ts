import type { OrderAccess } from '../api/get-order';

/**
 * The order an address names: `?order=`. A `token` never reaches the page (the server exchanges
 * an e-mailed link's for a cookie and drops it from the address, issue 27), and an `amount` is
 * ignored: every figure comes from the server.
 */
export function orderAccessFromSearch(search: URLSearchParams): OrderAccess | null {
  const orderNumber = search.get('order')?.trim();
  return orderNumber ? { orderNumber } : null;
}
