import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface SeededProduct {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

export interface StoreCurrency {
  code: string;
  name: string;
  symbol: string;
  rate: number;
}

/**
 * A seeded product under the 85 USD free-shipping threshold with stock for several:
 * the cart then charges shipping, so a total in another currency can be checked.
 */
export async function productUnderThreshold(request: APIRequestContext): Promise<SeededProduct> {
  const response = await request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: SeededProduct[] };
  const product = items.find((p) => p.priceCents >= 1000 && p.priceCents < 4000 && p.stockQuantity >= 5);
  expect(product, 'a seeded product between 10 and 40 USD with stock').toBeTruthy();
  return product!;
}

export async function storeCurrency(request: APIRequestContext, code: string): Promise<StoreCurrency> {
  const list = (await (await request.get('/api/currencies')).json()) as StoreCurrency[];
  const currency = list.find((c) => c.code === code);
  expect(currency, code).toBeTruthy();
  return currency!;
}

/** What the store should show for USD cents in `currency`: usd × rate, in the currency's minor units. */
export function priceIn(currency: StoreCurrency, cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.code })
    .formatToParts((cents / 100) * currency.rate)
    .map((part) => (part.type === 'currency' ? currency.symbol : part.type === 'literal' ? '' : part.value))
    .join('');
}

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The toasts sonner renders (none may appear for a silent failure). */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]');
