import { errorCodes, paths, type CheckoutQuote, type PlacedOrder, type StartPaymentBody } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cartKeys } from '@/features/cart/api/keys';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { activateSubscription } from '../api/activate-subscription';
import { approveTestPayment, approveTestSubscription, type TestOutcome } from '../api/approve-test-payment';
import { capturePayment } from '../api/capture-payment';
import { checkoutKeys } from '../api/keys';
import { startPayment } from '../api/start-payment';
import { startSubscription } from '../api/start-subscription';
import type { DreamBoxPicks } from './use-dream-box-picks';
import { contactFieldNames, type ContactForm } from './use-contact-form';

/** Which call failed: before approval nothing was charged; after it, saving is what failed. */
type Stage = 'start' | 'approve' | 'save';

class StageError extends Error {
  constructor(
    readonly stage: Stage,
    override readonly cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/** The contact form is not valid: its own errors are on screen, so no further message. */
class InvalidContactError extends Error {}

/** The payer's instrument was refused (402): PayPal can offer another way to pay. */
export function isDeclined(error: unknown): boolean {
  const cause = error instanceof StageError ? error.cause : error;
  return isApiError(cause) && cause.code === errorCodes.PAYMENT_DECLINED;
}

async function at<T>(stage: Stage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StageError(stage, error);
  }
}

interface PaymentFlowOptions {
  form: ContactForm;
  couponCode: string | undefined;
  currency: string;
  dreamBox: { on: boolean; picks: DreamBoxPicks; clear: () => void };
  /** The server refused the coupon when the order was placed (SF-CPN-05). */
  onCouponRejected: (message: string) => void;
  /** The quote on screen, kept as it was once the goods are paid (the cart is then empty). */
  quote: CheckoutQuote | undefined;
}

export interface PlacedGoods {
  order: PlacedOrder;
  quote: CheckoutQuote | undefined;
}

export type PaymentStep = 'goods' | 'subscription';

/**
 * The purchase: first the cart's goods (start, approve, capture), then, with Dream Box on, the
 * subscription (start, approve, activate). Test payments run a step in one click; PayPal's
 * buttons call the same halves (createOrder / onApprove). spec D-05 after success.
 */
export function usePaymentFlow({ form, couponCode, currency, dreamBox, onCouponRejected, quote }: PaymentFlowOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PaymentStep | null>(null);
  /** Set at once on a click, so a double click cannot start a second payment before React re-renders. */
  const running = useRef(false);
  /** The goods order, once captured, while the Dream Box step is still to come. */
  const [placed, setPlaced] = useState<PlacedGoods | null>(null);

  const paymentError = useCallback(
    () =>
      toast.error(t('checkout.toast.paymentErrorTitle'), { description: t('checkout.toast.paymentErrorDescription') }),
    [t],
  );

  const refreshCheckout = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cartKeys.all }),
        queryClient.invalidateQueries({ queryKey: checkoutKeys.all }),
      ]),
    [queryClient],
  );

  /** The contact form's values, or null (errors shown, first invalid field focused). */
  const validContact = useCallback(
    () =>
      new Promise<Pick<StartPaymentBody, 'email' | 'shippingAddress'> | null>((resolve) => {
        void form.handleSubmit(
          (values) => resolve(values),
          () => resolve(null),
        )();
      }),
    [form],
  );

  const complete = useCallback(
    (order: PlacedOrder, withDreamBox: boolean) => {
      if (withDreamBox) dreamBox.clear();
      if (order.order.status === 'pending') {
        // A PENDING capture (an e-check): the order exists but is not paid yet; never "successful".
        toast.info(t('checkout.toast.pendingTitle'), {
          description: t(
            withDreamBox ? 'checkout.toast.pendingWithDreamBoxDescription' : 'checkout.toast.pendingDescription',
            { number: order.order.orderNumber },
          ),
        });
      } else if (withDreamBox) {
        toast.success(t('checkout.toast.subscriptionSuccessTitle'), {
          description: t('checkout.toast.subscriptionSuccessDescription'),
        });
      } else {
        toast.success(t('checkout.toast.successTitle'), { description: t('checkout.toast.successDescription') });
      }
      void refreshCheckout();
      // No token in the address (issue 27): the buyer's session or guest cookie opens the confirmation.
      void navigate(paths.orderConfirmation.href({ order: order.order.orderNumber }));
    },
    [dreamBox, navigate, refreshCheckout, t],
  );

  /** Exactly one message for a failed goods payment, in the spec's words where it has them. */
  const handleGoodsError = useCallback(
    (error: unknown) => {
      if (error instanceof InvalidContactError) return;
      const stage = error instanceof StageError ? error.stage : 'save';
      const cause = error instanceof StageError ? error.cause : error;
      console.error(`Checkout payment failed at ${stage}`, cause);
      if (isDeclined(cause)) return paymentError();
      if (isApiError(cause)) {
        // The coupon can be refused at the start and again at capture (used up meanwhile).
        if (cause.fields?.couponCode) {
          onCouponRejected(cause.fields.couponCode);
          return;
        }
        if (stage === 'start' && applyServerFieldErrors(cause, form.setError, contactFieldNames)) return;
        // Sold out at the start, or at capture before any money moved: the server's message says which.
        if (cause.code === errorCodes.INSUFFICIENT_STOCK || cause.code === errorCodes.CART_EMPTY) {
          void refreshCheckout();
          toast.error(t('checkout.toast.stockTitle'), {
            description: cause.message || t('checkout.toast.cartChanged'),
          });
          return;
        }
      }
      if (stage === 'save') {
        toast.error(t('common.error'), { description: t('checkout.toast.orderSaveError') });
        return;
      }
      paymentError();
    },
    [form.setError, onCouponRejected, paymentError, refreshCheckout, t],
  );

  /** The payer closed PayPal's window: the checkout stays as filled in, with one quiet word. */
  const paymentCancelled = useCallback(() => toast.info(t('checkout.toast.cancelledTitle')), [t]);

  const handleSubscriptionError = useCallback(
    (error: unknown) => {
      const stage = error instanceof StageError ? error.stage : 'save';
      const cause = error instanceof StageError ? error.cause : error;
      console.error(`Dream Box subscription failed at ${stage}`, cause);
      if (stage === 'save' && !isDeclined(cause)) {
        toast.error(t('common.error'), { description: t('checkout.toast.paymentSaveError') });
        return;
      }
      paymentError();
    },
    [paymentError, t],
  );

  // The halves PayPal's buttons call (and the test buttons chain).
  const createGoodsOrder = useCallback(async () => {
    const contact = await validContact();
    if (!contact) throw new InvalidContactError('The contact form is not valid');
    const started = await at('start', () => startPayment({ ...contact, couponCode, currency }));
    return started.providerOrderId;
  }, [couponCode, currency, validContact]);

  const captureGoods = useCallback(
    async (providerOrderId: string) => {
      const order = await at('save', () => capturePayment(providerOrderId));
      if (dreamBox.on) setPlaced({ order, quote });
      else complete(order, false);
    },
    [complete, dreamBox.on, quote],
  );

  const createSubscription = useCallback(async () => {
    const started = await at('start', () =>
      startSubscription({ filmIds: dreamBox.picks.films, categoryIds: dreamBox.picks.categories, currency }),
    );
    return started.subscriptionId;
  }, [currency, dreamBox.picks]);

  const activate = useCallback(
    async (subscriptionId: string) => {
      await at('save', () => activateSubscription(subscriptionId));
      if (placed) {
        complete(placed.order, true);
        return;
      }
      // A Dream Box alone: the page stays and shows 'Dream Box Active' (SF-CHK-03).
      dreamBox.clear();
      toast.success(t('checkout.toast.subscriptionSuccessTitle'), {
        description: t('checkout.toast.subscriptionSuccessDescription'),
      });
      void refreshCheckout();
    },
    [complete, dreamBox, placed, refreshCheckout, t],
  );

  const run = useCallback(async (step: PaymentStep, work: () => Promise<void>, onError: (error: unknown) => void) => {
    if (running.current) return;
    running.current = true;
    setPending(step);
    try {
      await work();
    } catch (error) {
      onError(error);
    } finally {
      running.current = false;
      setPending(null);
    }
  }, []);

  /** The test provider's approve or decline for the goods: start, approve, capture. */
  const payGoodsWithTest = useCallback(
    (outcome: TestOutcome) =>
      run(
        'goods',
        async () => {
          let providerOrderId: string;
          try {
            providerOrderId = await createGoodsOrder();
          } catch (error) {
            if (!(error instanceof StageError)) return; // invalid form: its errors are shown
            throw error;
          }
          await at('approve', () => approveTestPayment(providerOrderId, outcome));
          await captureGoods(providerOrderId);
        },
        handleGoodsError,
      ),
    [captureGoods, createGoodsOrder, handleGoodsError, run],
  );

  const subscribeWithTest = useCallback(
    (outcome: TestOutcome) =>
      run(
        'subscription',
        async () => {
          const subscriptionId = await createSubscription();
          await at('approve', () => approveTestSubscription(subscriptionId, outcome));
          if (outcome === 'decline') throw new StageError('approve', new Error('declined'));
          await activate(subscriptionId);
        },
        handleSubscriptionError,
      ),
    [activate, createSubscription, handleSubscriptionError, run],
  );

  return {
    pending,
    placed,
    payGoodsWithTest,
    subscribeWithTest,
    paypal: {
      validContact,
      createGoodsOrder,
      captureGoods,
      createSubscription,
      activate,
      handleGoodsError,
      handleSubscriptionError,
      paymentError,
      paymentCancelled,
      setPending,
    },
  };
}
