import { apiPaths, type PlacedOrder } from '@marquee/contracts';
import { api } from '@/lib/api-client';

/** Captures the approved payment and records the order; idempotent, so a repeat is safe. */
export function capturePayment(providerOrderId: string): Promise<PlacedOrder> {
  return api.post<PlacedOrder>(apiPaths.checkoutCapture.href(providerOrderId));
}
