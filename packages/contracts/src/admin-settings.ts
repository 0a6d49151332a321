/**
 * The admin's Settings tab (issue 14): Announcements, Site Settings (logo and theme colours),
 * Social Media and Currencies (ADM-ANN, ADM-SITE, ADM-SOC, SET-01..08, R-20, R-29..R-31).
 * One schema per write for the form and the server, so a bad value is a 400 naming the field.
 */
import { z } from 'zod';
import { translatedText, translationsBody } from './admin-translations.js';
import { RRGGBB_COLOR } from './safe-values.js';
import {
  announcementBarSchema,
  currencySchema,
  siteLogoSchema,
  socialLinkSchema,
  socialPlatforms,
} from './settings.js';

export const hexColorField = (label: string) =>
  z
    .string({ error: `${label} must be a colour like #8b5cf6` })
    .trim()
    .regex(RRGGBB_COLOR, `${label} must be a colour like #8b5cf6`)
    .transform((value) => value.toLowerCase());

/** ADM-ANN-03: at most this many characters in the bar's message. */
export const ANNOUNCEMENT_MAX_LENGTH = 300;

/** ADM-ANN-01, SET-06: the announcement_bar setting. */
export const announcementBodySchema = z.strictObject({
  enabled: z.boolean({ error: 'Enabled must be true or false' }),
  message: z
    .string({ error: 'Message must be text' })
    .trim()
    .max(ANNOUNCEMENT_MAX_LENGTH, `Message must have at most ${ANNOUNCEMENT_MAX_LENGTH} characters`),
  background_color: hexColorField('Background colour'),
  text_color: hexColorField('Text colour'),
  /** The Hebrew message (issue 29); blank shows the English one. Left out, the stored one is kept. */
  translations: translationsBody({ message: translatedText('Message', ANNOUNCEMENT_MAX_LENGTH) }),
});
export type AnnouncementBody = z.input<typeof announcementBodySchema>;
export type AnnouncementInput = z.output<typeof announcementBodySchema>;

/** ADM-SITE-02, SET-04, MSG-SET-05: the logo's fallbacks. */
export const LOGO_DEFAULTS = { alt: 'Site Logo', width: 150, height: 50 } as const;
export const LOGO_MAX_SIDE = 1000;

/** A stored upload (`/media/…`) or another site's https image. */
export function isLogoUrl(value: string): boolean {
  if (value.startsWith('/media/')) return !/\s|\.\./.test(value);
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** ADM-SITE-02: a side that is not a number falls back (150 / 50); a number must be a whole 1..1000. */
const logoSide = (label: string, fallback: number) =>
  z.preprocess(
    (value) => {
      if (typeof value === 'number') return value;
      if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
      return fallback;
    },
    z
      .number()
      .int(`${label} must be a whole number of pixels`)
      .min(1, `${label} must be at least 1`)
      .max(LOGO_MAX_SIDE, `${label} must be at most ${LOGO_MAX_SIDE}`),
  );

/** ADM-SITE-02/03: the site_logo setting. A blank URL removes the logo (the brand name shows). */
export const siteLogoBodySchema = z.strictObject({
  url: z
    .string({ error: 'Logo URL must be text' })
    .trim()
    .max(2048, 'Logo URL is too long')
    .refine(
      (value) => value === '' || isLogoUrl(value),
      'Logo must be an uploaded file (/media/…) or an https:// address',
    ),
  alt: z
    .string({ error: 'Alt text must be text' })
    .trim()
    .max(200, 'Alt text must have at most 200 characters')
    .optional()
    .transform((value) => (value ? value : LOGO_DEFAULTS.alt)),
  width: logoSide('Width', LOGO_DEFAULTS.width),
  height: logoSide('Height', LOGO_DEFAULTS.height),
});
export type SiteLogoBody = z.input<typeof siteLogoBodySchema>;

/** ADM-SITE-04, R-31: the theme_colors setting. */
export const THEME_DEFAULTS = { primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' } as const;
export const themeColorsBodySchema = z.strictObject({
  primary: hexColorField('Primary colour'),
  secondary: hexColorField('Secondary colour'),
  accent: hexColorField('Accent colour'),
});
export type ThemeColorsBody = z.input<typeof themeColorsBodySchema>;

export const SOCIAL_LINKS_MAX = 20;

/** An https:// address with a host; nothing else is a link a shopper should be sent to. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** ADM-SOC-01..03: the six platforms (ADM-SOC-02) and https addresses only. */
export const socialLinkBodySchema = z.strictObject({
  type: z.enum(socialPlatforms, { error: `Platform must be one of ${socialPlatforms.join(', ')}` }),
  url: z
    .string({ error: 'URL must be text' })
    .trim()
    .max(2048, 'URL is too long')
    .refine(isHttpsUrl, 'URL must be an https:// address'),
});
export const socialLinksBodySchema = z.strictObject({
  links: z.array(socialLinkBodySchema).max(SOCIAL_LINKS_MAX, `At most ${SOCIAL_LINKS_MAX} social links`),
});
export type SocialLinksBody = z.input<typeof socialLinksBodySchema>;

/** The store's name and postal address, printed on invoices and packing slips (issue 29). */
export const STORE_ADDRESS_DEFAULTS = { name: 'Marquee', address: '' } as const;
export const STORE_ADDRESS_MAX_LINES = 6;
export const storeAddressSchema = z.object({ name: z.string(), address: z.string() });
export type StoreAddress = z.infer<typeof storeAddressSchema>;

/** The store_address setting: a name and up to six lines of address, as the post office reads them. */
export const storeAddressBodySchema = z.strictObject({
  name: z
    .string({ error: 'Store name must be text' })
    .trim()
    .min(1, 'Store name is required')
    .max(120, 'Store name must have at most 120 characters'),
  address: z
    .string({ error: 'Address must be text' })
    .max(600, 'Address must have at most 600 characters')
    // Each line trimmed, blank lines dropped: what prints is what was meant.
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n'),
    )
    .refine(
      (value) => value.split('\n').length <= STORE_ADDRESS_MAX_LINES,
      `Address must have at most ${STORE_ADDRESS_MAX_LINES} lines`,
    ),
});
export type StoreAddressBody = z.input<typeof storeAddressBodySchema>;

/** Everything the Settings tab edits, in one answer (apiPaths.admin.settings). */
export const adminSettingsSchema = z.object({
  announcementBar: announcementBarSchema,
  siteLogo: siteLogoSchema.nullable(),
  theme: z.object({ primary: z.string(), secondary: z.string(), accent: z.string() }),
  socialLinks: z.array(socialLinkSchema),
  storeAddress: storeAddressSchema,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** a currency as the admin sees it. */
export const adminCurrencySchema = currencySchema.extend({ isOffered: z.boolean() });
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;
export const adminCurrencyListSchema = z.array(adminCurrencySchema);

export const CURRENCY_RATE_MAX = 1_000_000;

export const currencyCodeParamsSchema = z.strictObject({
  code: z.string().regex(/^[A-Z]{3}$/, 'Currency code must be three capital letters'),
});

/** A rate of units per 1 USD: above 0, at most 6 decimals (the column's scale). */
export const currencyRateField = z
  .number({ error: 'Rate must be a number' })
  .positive('Rate must be more than 0')
  .max(CURRENCY_RATE_MAX, `Rate must be at most ${CURRENCY_RATE_MAX}`)
  .refine((rate) => Math.abs(rate * 1e6 - Math.round(rate * 1e6)) < 1e-3, 'Rate has at most 6 decimals');

export const currencyPatchBodySchema = z
  .strictObject({
    rate: currencyRateField.optional(),
    isOffered: z.boolean({ error: 'Offered must be true or false' }).optional(),
  })
  .refine((body) => body.rate !== undefined || body.isOffered !== undefined, {
    message: 'Give a rate or whether it is offered',
    path: ['rate'],
  });
export type CurrencyPatchBody = z.input<typeof currencyPatchBodySchema>;

/*
 * contrast. WCAG 2.x relative luminance and contrast ratio; text below 4.5:1 (AA for
 * normal text) is hard to read. The storefront puts white text on the primary and secondary
 * colours (buttons, badges) and uses the accent as text and focus ring on white, which is the
 * same ratio; the announcement puts its text colour on its background.
 */
export const MIN_TEXT_CONTRAST = 4.5;
export const STOREFRONT_TEXT_ON_THEME = '#ffffff';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of `#rrggbb` (0 black .. 1 white); null when it is not such a colour. */
export function relativeLuminance(hex: string): number | null {
  if (!RRGGBB_COLOR.test(hex.trim())) return null;
  const n = Number.parseInt(hex.trim().slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** The WCAG contrast ratio of two colours (1..21), rounded to 2 decimals; null for a non-colour. */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = relativeLuminance(foreground);
  const b = relativeLuminance(background);
  if (a === null || b === null) return null;
  const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return Math.round(ratio * 100) / 100;
}

export interface ContrastWarning {
  /** Which colour: 'primary', 'secondary', 'accent' or 'announcement'. */
  name: string;
  ratio: number;
}

/** The colours whose text would be hard to read (below 4.5:1). It warns; nothing is refused. */
export function contrastWarnings(pairs: ReadonlyArray<{ name: string; foreground: string; background: string }>) {
  const warnings: ContrastWarning[] = [];
  for (const { name, foreground, background } of pairs) {
    const ratio = contrastRatio(foreground, background);
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST) warnings.push({ name, ratio });
  }
  return warnings;
}

export const themeContrastWarnings = (theme: { primary: string; secondary: string; accent: string }) =>
  contrastWarnings(
    (['primary', 'secondary', 'accent'] as const).map((name) => ({
      name,
      foreground: STOREFRONT_TEXT_ON_THEME,
      background: theme[name],
    })),
  );

export const announcementContrastWarnings = (bar: { background_color: string; text_color: string }) =>
  contrastWarnings([{ name: 'announcement', foreground: bar.text_color, background: bar.background_color }]);
