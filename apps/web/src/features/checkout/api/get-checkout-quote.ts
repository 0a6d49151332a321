import { apiPaths, type CheckoutQuote } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutKeys, type QuoteParams } from './keys';

export function getCheckoutQuote(
  { couponCode, dreamBox, currency }: Omit<QuoteParams, 'cart'>,
  signal?: AbortSignal,
): Promise<CheckoutQuote> {
  return api.post<CheckoutQuote>(apiPaths.checkoutQuote.href(), { couponCode, dreamBox, currency }, { signal });
}

/**
 * Every amount the checkout shows (decision 065). The key holds everything the quote depends
 * on (the cart's lines, the coupon, the Dream Box switch, the currency), so a change of any
 * asks the server again; the previous quote stays on screen meanwhile (no layout shift).
 */
export const checkoutQuoteQueryOptions = (params: QuoteParams) =>
  queryOptions({
    queryKey: checkoutKeys.quote(params),
    queryFn: ({ signal }) => getCheckoutQuote(params, signal),
    staleTime: 30_000,
    retry: false,
  });

export function useCheckoutQuote(params: QuoteParams, enabled: boolean) {
  return useQuery({ ...checkoutQuoteQueryOptions(params), enabled, placeholderData: keepPreviousData });
}
