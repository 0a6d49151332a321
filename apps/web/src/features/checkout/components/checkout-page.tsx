import { paths, type Cart, type CheckoutQuote } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ShoppingBag } from 'lucide-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { isApiError } from '@/lib/api-client';
import { useCurrency } from '@/lib/currency';
import { RETURN_TO_PARAM } from '@/lib/return-to';
import { useCheckoutConfig } from '../api/get-checkout-config';
import { checkoutQuoteQueryOptions, useCheckoutQuote } from '../api/get-checkout-quote';
import { useCheckoutDocument } from '../hooks/use-checkout-document';
import { useContactForm } from '../hooks/use-contact-form';
import { useDreamBoxPicks } from '../hooks/use-dream-box-picks';
import { useFormatMinor } from '../hooks/use-format-minor';
import { usePaymentFlow } from '../hooks/use-payment-flow';
import { usePayPalButtonOptions } from '../hooks/use-paypal-button-options';
import { CheckoutOrderLines } from './checkout-order-lines';
import { CheckoutSkeleton } from './checkout-skeleton';
import { CheckoutTotals } from './checkout-totals';
import { ContactForm } from './contact-form';
import { CouponBox } from './coupon-box';
import { DreamBoxOffer } from './dream-box-offer';
import { MobileTotalBar } from './mobile-total-bar';
import { PaymentSection, type PaymentStepView } from './payment-section';
import { PayPalButtons } from './paypal-buttons';

interface CheckoutPageProps {
  cart: Cart;
  signedIn: boolean;
  /** `/checkout?dreambox=true` (SF-CHK-15). */
  dreamBoxRequested: boolean;
}

/** The server's refusal of a coupon, or null when the error is about something else. */
function couponMessage(error: unknown): string | null {
  return isApiError(error) ? (error.fields?.couponCode ?? null) : null;
}

/**
 * /checkout (SF-CHK-01): order summary, Dream Box offer, coupon box, totals, contact and
 * shipping, and the payment section, in that order; every amount from the server's quote.
 */
export function CheckoutPage({ cart, signedIn, dreamBoxRequested }: CheckoutPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { currency, formatPrice } = useCurrency();
  const formatMinor = useFormatMinor();
  const config = useCheckoutConfig();
  const dreamBox = useDreamBoxPicks(dreamBoxRequested);
  const form = useContactForm(config.data?.saved);

  const [couponCode, setCouponCode] = useState<string | undefined>(undefined);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [paymentOpen, setPaymentOpen] = useState(false);

  const dreamBoxOn = dreamBox.on && config.data?.dreamBox.active !== true;
  const quoteParams = useMemo(
    () => ({
      cart: cart.items.map((line) => `${line.productId}x${line.quantity}`).join(','),
      couponCode,
      dreamBox: dreamBoxOn,
      currency: currency.code,
    }),
    [cart.items, couponCode, dreamBoxOn, currency.code],
  );
  const hasAnything = cart.items.length > 0 || dreamBoxOn;
  const quote = useCheckoutQuote(quoteParams, hasAnything);

  // A coupon the server no longer accepts (the cart changed below its minimum, it expired):
  // say so in the coupon box and quote without it.
  const quoteCouponError = couponCode ? couponMessage(quote.error) : null;
  if (quoteCouponError) {
    // State adjusted while rendering (React's pattern for state derived from a change).
    setCouponError(quoteCouponError);
    setCouponCode(undefined);
  }

  const applyCoupon = useCallback(
    async (code: string) => {
      setApplying(true);
      try {
        const next = await queryClient.fetchQuery(
          checkoutQuoteQueryOptions({ ...quoteParams, couponCode: code.trim().toUpperCase() }),
        );
        setCouponCode(next.coupon?.code ?? code.trim().toUpperCase());
        setCouponError(null);
      } catch (error) {
        setCouponError(couponMessage(error) ?? t('checkout.coupon.invalid'));
      } finally {
        setApplying(false);
      }
    },
    [queryClient, quoteParams, t],
  );

  const flow = usePaymentFlow({
    form,
    couponCode,
    currency: currency.code,
    dreamBox: { on: dreamBoxOn, picks: dreamBox.picks, clear: dreamBox.clear },
    onCouponRejected: (message) => {
      setCouponError(message);
      setCouponCode(undefined);
    },
    quote: quote.data,
  });

  const payPalOptions = usePayPalButtonOptions(flow.paypal);
  useCheckoutDocument(config.data?.provider === 'paypal');

  const goToPayment = useCallback(() => {
    setPaymentOpen(true);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    document
      .getElementById('checkout-payment')
      ?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, []);

  if (config.isPending || (hasAnything && quote.isPending && !flow.placed)) {
    return <CheckoutSkeleton label={t('common.loading')} />;
  }
  if (config.isError) {
    return <LoadFailed text={t('checkout.loadFailed')} onRetry={() => void config.refetch()} />;
  }

  // The setting's price in the shopper's currency, as the home page's offer shows it (SF-DBOX-09).
  const dreamBoxPrice = formatPrice(config.data.dreamBox.priceCents);
  const shownQuote: CheckoutQuote | undefined = flow.placed?.quote ?? quote.data;
  // The subscription bills in USD whatever the shopper sees (DECISIONS "Charging currency"): said
  // wherever its price shows in another currency.
  const dreamBoxUsdNote =
    dreamBoxOn && currency.code !== 'USD'
      ? t('checkout.dreamBox.billedInUsd', {
          amount: formatMinor(shownQuote?.dreamBox ? shownQuote.usd.dreamBox : config.data.dreamBox.priceCents, {
            currency: 'USD',
            minorUnitDigits: 2,
          }),
        })
      : null;
  const busy = flow.pending !== null || flow.placed !== null;
  const signInHref = signedIn
    ? null
    : paths.login.href({ [RETURN_TO_PARAM]: paths.checkout.href({ dreambox: 'true' }) });

  const offer = (
    <DreamBoxOffer
      dreamBox={config.data.dreamBox}
      price={
        shownQuote?.dreamBox ? formatMinor(shownQuote.display.amounts.dreamBox, shownQuote.display) : dreamBoxPrice
      }
      on={dreamBoxOn}
      picks={dreamBox.picks}
      complete={dreamBox.complete}
      onTurn={dreamBox.turn}
      onToggle={dreamBox.toggle}
      signInHref={signInHref}
      disabled={busy}
      usdNote={dreamBoxUsdNote}
    />
  );

  if (!hasAnything && !flow.placed) {
    return (
      <PageFrame title={t('checkout.title')}>
        <EmptyState
          icon={ShoppingBag}
          title={t('checkout.emptyTitle')}
          text={t('checkout.emptyText')}
          action={{ label: t('checkout.shop'), to: paths.home.href() }}
        />
        <div className="mx-auto max-w-3xl">{offer}</div>
      </PageFrame>
    );
  }
  if (!shownQuote) {
    return (
      <PageFrame title={t('checkout.title')}>
        <LoadFailed text={t('checkout.quoteFailed')} onRetry={() => void quote.refetch()} />
      </PageFrame>
    );
  }

  const charge = shownQuote.charge;
  const hasGoods = shownQuote.lines.length > 0;
  const lockedReason =
    dreamBoxOn && !dreamBox.complete
      ? t('checkout.payment.locked')
      : dreamBoxOn && !signedIn
        ? t('checkout.payment.signInRequired')
        : null;
  const payPalSdk = (intent: 'capture' | 'subscription') =>
    config.data.paypalClientId ? { clientId: config.data.paypalClientId, currency: charge.currency, intent } : null;

  const steps: PaymentStepView[] = [];
  if (hasGoods) {
    const sdk = payPalSdk('capture');
    steps.push({
      step: 'goods',
      title: dreamBoxOn
        ? t('checkout.payment.stepGoods', {
            amount: formatMinor(charge.amounts.total - charge.amounts.dreamBox, charge),
          })
        : null,
      state: flow.placed ? 'done' : 'active',
      ...(flow.placed
        ? {
            doneText: t(
              flow.placed.order.order.status === 'pending'
                ? 'checkout.payment.orderPlacedPending'
                : 'checkout.payment.orderPlaced',
              { number: flow.placed.order.order.orderNumber },
            ),
          }
        : {}),
      payPal: sdk && <PayPalButtons sdk={sdk} disabled={busy} options={payPalOptions.goods} />,
    });
  }
  if (dreamBoxOn) {
    const sdk = payPalSdk('subscription');
    steps.push({
      step: 'subscription',
      title: t('checkout.payment.stepDreamBox', { number: hasGoods ? 2 : 1, price: dreamBoxPrice }),
      state: hasGoods && !flow.placed ? 'waiting' : 'active',
      note: dreamBoxUsdNote,
      payPal: sdk && (
        <PayPalButtons
          sdk={{ ...sdk, currency: 'USD' }}
          disabled={flow.pending !== null}
          options={payPalOptions.subscription}
        />
      ),
    });
  }

  return (
    <PageFrame title={t('checkout.title')} withBar>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-start-1">
          <CheckoutOrderLines quote={shownQuote} cartLines={cart.items} />
          {offer}
        </div>
        {/* Coupon and totals come next in reading order; on a wide screen they sit beside. */}
        <aside className="grid min-w-0 grid-cols-1 content-start gap-6 lg:sticky lg:top-28 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <CouponBox
            applied={shownQuote.coupon?.code ?? null}
            error={couponError}
            isApplying={applying}
            onApply={(code) => void applyCoupon(code)}
            onRemove={() => {
              setCouponCode(undefined);
              setCouponError(null);
            }}
            disabled={busy}
          />
          <CheckoutTotals
            quote={shownQuote}
            isUpdating={quote.isFetching && !flow.placed}
            dreamBoxNote={dreamBoxUsdNote}
          />
        </aside>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6 lg:col-start-1">
          <ContactForm form={form} disabled={busy} />
          <PaymentSection
            config={config.data}
            open={paymentOpen}
            onOpenChange={setPaymentOpen}
            lockedReason={lockedReason}
            steps={steps}
            pending={flow.pending}
            onTest={(step, outcome) =>
              void (step === 'goods' ? flow.payGoodsWithTest(outcome) : flow.subscribeWithTest(outcome))
            }
          />
        </div>
      </div>
      <MobileTotalBar
        total={formatMinor(shownQuote.display.amounts.total, shownQuote.display)}
        onGoToPayment={goToPayment}
      />
    </PageFrame>
  );
}

function PageFrame({ title, withBar, children }: { title: string; withBar?: boolean; children: ReactNode }) {
  return (
    <div className={`mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8 ${withBar ? 'pb-28 lg:pb-8' : ''}`}>
      <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{title}</h1>
      {children}
    </div>
  );
}

function LoadFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mt-8 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
      <p className="text-zinc-600">{text}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
