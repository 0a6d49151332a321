import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  announcementBarSchema,
  siteLogoSchema,
  socialLinkSchema,
  themeColorsSchema,
  type AnnouncementBar,
  type PublicSettings,
  type SiteLogo,
} from '@marquee/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { safeColour, safeUrl } from '../../lib/safe-url.js';
import { currencies, siteSettings } from '../../db/schema/index.js';

export const DEFAULT_DREAM_BOX_PRICE = 29.99;
export const DEFAULT_FREE_SHIPPING_THRESHOLD = 85;

export const DEFAULT_ANNOUNCEMENT = {
  enabled: false,
  message: 'Free shipping on orders over $85 — limited time only!',
  background_color: '#8b5cf6',
  text_color: '#ffffff',
  translations: {},
};
export const DEFAULT_THEME = { primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' };

const PUBLIC_KEYS = [
  'site_logo',
  'social_links',
  'announcement_bar',
  'dream_box_price',
  'free_shipping_threshold',
  'theme_colors',
] as const;

/** Reads a stored value leniently: a malformed setting falls back instead of breaking the storefront. */
function read<T>(schema: z.ZodType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(typeof value === 'string' ? tryJson(value) : value);
  return parsed.success ? parsed.data : fallback;
}

function tryJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const dollarsToCents = (value: number) => Math.round(value * 100);
const positiveNumber = z.coerce.number().positive();

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [...PUBLIC_KEYS]));
  const values = new Map(rows.map((r) => [r.settingKey, r.settingValue as unknown]));
  return {
    siteLogo: readSiteLogo(values.get('site_logo')),
    socialLinks: read(z.array(z.unknown()), values.get('social_links'), []).flatMap((item) => {
      const link = socialLinkSchema.safeParse(item);
      // Rows written before the admin's https rule, or by hand, never link to javascript: and the like.
      return link.success && safeUrl(link.data.url) ? [link.data] : [];
    }),
    announcementBar: readAnnouncement(values.get('announcement_bar')),
    dreamBoxPriceCents: dollarsToCents(read(positiveNumber, values.get('dream_box_price'), DEFAULT_DREAM_BOX_PRICE)),
    freeShippingThresholdCents: dollarsToCents(
      read(positiveNumber, values.get('free_shipping_threshold'), DEFAULT_FREE_SHIPPING_THRESHOLD),
    ),
    theme: read(themeColorsSchema, values.get('theme_colors'), DEFAULT_THEME),
  };
}

/** The bar's colours go into a style attribute: only hex colours, else the defaults. */
function readAnnouncement(value: unknown): AnnouncementBar {
  const bar = read(announcementBarSchema, value, DEFAULT_ANNOUNCEMENT);
  return {
    ...bar,
    background_color: safeColour(bar.background_color, DEFAULT_ANNOUNCEMENT.background_color),
    text_color: safeColour(bar.text_color, DEFAULT_ANNOUNCEMENT.text_color),
  };
}

/**
 * site_logo may be a bare URL string (DM-37) or an object (SET-04); a blank URL, or one that is
 * neither a site path nor https, is no logo.
 */
export function readSiteLogo(value: unknown): SiteLogo | null {
  if (typeof value === 'string') return safeUrl(value) ? siteLogoSchema.parse({ url: safeUrl(value) }) : null;
  const logo = read(siteLogoSchema.nullable(), value ?? null, null);
  return logo && safeUrl(logo.url) ? { ...logo, url: safeUrl(logo.url) } : null;
}

/**
 * The currencies shoppers can pick: the offered ones, in order. Everything that shows or
 * charges a price reads its rate from here (or, for the admin, listAllCurrencies).
 */
export async function listCurrencies(db: Db) {
  return db
    .select({ code: currencies.code, name: currencies.name, symbol: currencies.symbol, rate: currencies.rate })
    .from(currencies)
    .where(eq(currencies.isOffered, true))
    .orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

/** An offered currency by code, or undefined (a code no longer offered is treated as unknown). */
export async function findOfferedCurrency(db: Db, code: string) {
  const [row] = await db
    .select({ code: currencies.code, rate: currencies.rate })
    .from(currencies)
    .where(and(eq(currencies.code, code), eq(currencies.isOffered, true)));
  return row;
}
