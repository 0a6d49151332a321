import { useRef } from 'react';
import type { PayPalButtonsOptions } from '../api/load-paypal-sdk';
import { isDeclined, type usePaymentFlow } from './use-payment-flow';

type PayPalHalves = ReturnType<typeof usePaymentFlow>['paypal'];

/**
 * The callbacks PayPal's buttons call for each step, as PayPal documents them (decision 087):
 * - a declined capture (402) shows its message and `return actions.restart()`, so PayPal
 *   reopens its window for another way to pay (handle-funding-failures);
 * - `onCancel` leaves the filled checkout as it is, with one quiet message;
 * - one message per failure: a `createOrder` that fails shows its own message, and PayPal then
 *   reports the same failure to `onError`, which stays silent for it.
 */
export function usePayPalButtonOptions(paypal: PayPalHalves): {
  goods: PayPalButtonsOptions;
  subscription: PayPalButtonsOptions;
} {
  // The failure of the last createOrder / createSubscription was already shown.
  const shown = useRef(false);

  const onError = (error: unknown) => {
    if (shown.current) {
      shown.current = false;
      return;
    }
    console.error('PayPal reported an error', error);
    paypal.paymentError();
  };

  const created = async (create: () => Promise<string>, report: (error: unknown) => void) => {
    shown.current = false;
    try {
      return await create();
    } catch (error) {
      shown.current = true;
      report(error);
      throw error;
    }
  };

  return {
    goods: {
      onClick: async (_data, actions) => ((await paypal.validContact()) ? actions.resolve() : actions.reject()),
      createOrder: () => created(paypal.createGoodsOrder, paypal.handleGoodsError),
      onApprove: async (data, actions) => {
        paypal.setPending('goods');
        try {
          await paypal.captureGoods(data.orderID ?? '');
        } catch (error) {
          paypal.handleGoodsError(error);
          // The server captures the next attempt under a new request id, so this is no replay.
          if (isDeclined(error)) return actions.restart();
        } finally {
          paypal.setPending(null);
        }
      },
      onCancel: paypal.paymentCancelled,
      onError,
    },
    subscription: {
      createSubscription: () => created(paypal.createSubscription, paypal.handleSubscriptionError),
      onApprove: async (data) => {
        paypal.setPending('subscription');
        try {
          await paypal.activate(data.subscriptionID ?? '');
        } catch (error) {
          paypal.handleSubscriptionError(error);
        } finally {
          paypal.setPending(null);
        }
      },
      onCancel: paypal.paymentCancelled,
      onError,
    },
  };
}
