import {
  BASE_CURRENCY,
  CHARGE_CURRENCIES,
  SHIPPING_FEE_CENTS,
  formatMoney,
  pagePlaceholders,
  type PagePlaceholder,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { escapeHtml } from '../../lib/html.js';
import { getPublicSettings, listCurrencies } from '../settings/service.js';

/** What each placeholder reads as on one page. */
export type PlaceholderValues = Record<PagePlaceholder, string>;

/**
 * The words around the values are English (pages have one language for now), so the values are
 * written the English way; a page in another language passes its locale.
 */
const DEFAULT_LOCALE = 'en-US';

const PLACEHOLDER = /\{\{\s*([a-z_]+)\s*\}\}/g;
const known = new Set<string>(pagePlaceholders);
const chargeable = new Set<string>(CHARGE_CURRENCIES);

/**
 * The values from the store's settings, in `currencyCode` (an offered currency; anything else
 * reads as US dollars, as the storefront shows it): prices converted and written as every other
 * price is, and the currency payment is taken in, the page's one when the payment provider
 * charges in it, else US dollars (spec "Charging currency").
 */
export async function placeholderValues(
  db: Db,
  currencyCode: string | undefined,
  locale = DEFAULT_LOCALE,
): Promise<PlaceholderValues> {
  const [settings, currencies] = await Promise.all([getPublicSettings(db), listCurrencies(db)]);
  const base = currencies.find((currency) => currency.code === BASE_CURRENCY.code) ?? BASE_CURRENCY;
  const shown = currencies.find((currency) => currency.code === currencyCode) ?? base;
  const charged = chargeable.has(shown.code) ? shown : base;
  const price = (usdCents: number) => formatMoney(usdCents, shown, locale);
  return {
    dream_box_price: price(settings.dreamBoxPriceCents),
    charging_currency: `${charged.name} (${charged.code})`,
    free_shipping_threshold: price(settings.freeShippingThresholdCents),
    shipping_fee: price(SHIPPING_FEE_CENTS),
  };
}

/** `text` with each known placeholder filled in; an unknown one stays as written, so its author sees it. */
export function fillPlaceholders(text: string, values: PlaceholderValues, format: 'text' | 'html'): string {
  return text.replace(PLACEHOLDER, (written, name: string) => {
    if (!known.has(name)) return written;
    const value = values[name as PagePlaceholder];
    return format === 'html' ? escapeHtml(value) : value;
  });
}

/** Fields that are addresses, names of kinds or keys, never words a shopper reads. */
const NOT_TEXT = new Set(['kind', 'slug', 'type', 'src', 'url', 'bannerImageUrl', 'sectionType', 'layoutStyle']);

const mentionsPlaceholder = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('{{')
    : Array.isArray(value)
      ? value.some(mentionsPlaceholder)
      : value !== null && typeof value === 'object' && Object.values(value).some(mentionsPlaceholder);

function fillEach(value: unknown, key: string, values: PlaceholderValues): unknown {
  if (typeof value === 'string') {
    if (NOT_TEXT.has(key)) return value;
    // A footer page's HTML is already sanitised: the values go in escaped.
    return fillPlaceholders(value, values, key === 'html' ? 'html' : 'text');
  }
  if (Array.isArray(value)) return value.map((item) => fillEach(item, key, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fillEach(item, name, values)]));
  }
  return value;
}

/**
 * A page (footer or custom: title, HTML, blocks, sections, meta texts) with its placeholders
 * filled in for the currency it is read in. The settings are read only for a page that has any.
 */
export async function fillPagePlaceholders<T extends object>(
  db: Db,
  page: T,
  currencyCode: string | undefined,
): Promise<T> {
  if (!mentionsPlaceholder(page)) return page;
  return fillEach(page, '', await placeholderValues(db, currencyCode)) as T;
}
