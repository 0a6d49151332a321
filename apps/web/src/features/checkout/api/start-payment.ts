import { apiPaths, type PaymentStarted, type StartPaymentBody } from '@marquee/contracts';
import { api } from '@/lib/api-client';

/** Creates the provider order for the server's own amount; the goods are reserved meanwhile. */
export function startPayment(body: StartPaymentBody): Promise<PaymentStarted> {
  return api.post<PaymentStarted>(apiPaths.checkoutOrders.href(), body);
}
