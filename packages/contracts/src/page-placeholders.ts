import { z } from 'zod';
import { currencyField } from './checkout.js';

/**
 * Words a footer or custom page may hold, written `{{dream_box_price}}`, that the store fills in
 * from its settings whenever it serves the page, in the currency the page is read in (decision
 * 098): the Dream Box's monthly price, the currency payment is taken in, the free-shipping
 * threshold and the shipping fee. The admin's page editors list them.
 */
export const pagePlaceholders = [
  'dream_box_price',
  'charging_currency',
  'free_shipping_threshold',
  'shipping_fee',
] as const;
export type PagePlaceholder = (typeof pagePlaceholders)[number];

/** `GET /api/pages/:slug`, `/api/custom-pages/:slug`: the currency to fill prices in (USD when absent or unknown). */
export const pageQuerySchema = z.strictObject({ currency: currencyField });
export type PageQuery = z.infer<typeof pageQuerySchema>;
