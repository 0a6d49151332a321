import type { OrderAccess } from '../api/get-order';

/**
 * The order an address names: `?order=` and the optional `?token=` of the e-mail's link. An
 * `amount` in the address is ignored: every figure comes from the server.
 */
export function orderAccessFromSearch(search: URLSearchParams): OrderAccess | null {
  const orderNumber = search.get('order')?.trim();
  if (!orderNumber) return null;
  const token = search.get('token')?.trim();
  return { orderNumber, token: token || undefined };
}
