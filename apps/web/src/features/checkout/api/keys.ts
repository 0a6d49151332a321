import type { CheckoutQuoteBody } from '@marquee/contracts';

/** The checkout's queries: one shopper's, fetched by the browser only (decision 053). */
export const checkoutKeys = {
  all: ['checkout'] as const,
  config: () => ['checkout', 'config'] as const,
  quotes: () => ['checkout', 'quote'] as const,
  /** `cart` fingerprints the cart's lines, so a changed cart is a new quote. */
  quote: (params: { cart: string; couponCode: string | undefined; dreamBox: boolean; currency: string }) =>
    ['checkout', 'quote', params] as const,
};

export type QuoteParams = Parameters<typeof checkoutKeys.quote>[0];
export type QuoteRequest = Required<Pick<CheckoutQuoteBody, 'dreamBox' | 'currency'>> &
  Pick<CheckoutQuoteBody, 'couponCode'>;
