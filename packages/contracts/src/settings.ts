import { z } from 'zod';
import { publicTranslationsSchema } from './admin-translations.js';
import { RRGGBB_COLOR } from './safe-values.js';

export const socialPlatforms = ['facebook', 'twitter', 'x', 'instagram', 'youtube', 'tiktok'] as const;
export type SocialPlatform = (typeof socialPlatforms)[number];

/**
 * Any platform name is kept (SF-FTR-03): known ones get their icon, others their initial letter.
 * Lower-cased so 'Facebook' and 'facebook' find the same icon.
 */
export const socialLinkSchema = z.object({ type: z.string().trim().min(1).toLowerCase(), url: z.url() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const siteLogoSchema = z.object({
  url: z.string(),
  alt: z.string().default('Site Logo'),
  width: z.number().int().default(150),
  height: z.number().int().default(50),
});
export type SiteLogo = z.infer<typeof siteLogoSchema>;

export const announcementBarSchema = z.object({
  enabled: z.boolean(),
  message: z.string(),
  background_color: z.string(),
  text_color: z.string(),
  /** The message in other languages, `{ he: { message } }` (issue 29); unreadable ones count as none. */
  translations: publicTranslationsSchema(['message']).catch({}),
});
export type AnnouncementBar = z.infer<typeof announcementBarSchema>;

/** Only `#rrggbb` colours are read: the server writes them into the page's <html> (R-31). */
const themeColor = z.string().regex(RRGGBB_COLOR);
export const themeColorsSchema = z.object({ primary: themeColor, secondary: themeColor, accent: themeColor });
export type ThemeColors = z.infer<typeof themeColorsSchema>;

/** Everything the storefront shell needs from the settings, in one request. */
export const publicSettingsSchema = z.object({
  siteLogo: siteLogoSchema.nullable(),
  socialLinks: z.array(socialLinkSchema),
  announcementBar: announcementBarSchema,
  dreamBoxPriceCents: z.number().int(),
  freeShippingThresholdCents: z.number().int(),
  theme: themeColorsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const currencySchema = z.object({
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  /** Units of this currency per 1 USD. */
  rate: z.number(),
});
/** The currency every price is stored in; always offered, its rate is 1. */
export const BASE_CURRENCY_CODE = 'USD';
export type Currency = z.infer<typeof currencySchema>;
export const currencyListSchema = z.array(currencySchema);
