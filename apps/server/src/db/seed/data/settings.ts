/** Site settings (key -> JSON value) and checkout coupons. */
import { hebrewAnnouncement } from './hebrew-content.js';
import { mediaUrls } from './media.js';

export interface SeedCoupon {
  code: string;
  /** All three are percent coupons; FREESHIP too, as written (SF-CPN-02, decision 065). */
  kind: 'percent';
  /** Percent off the subtotal. */
  percentOff: number;
}

export const coupons: SeedCoupon[] = [
  { code: 'SAVE10', kind: 'percent', percentOff: 10 },
  { code: 'WELCOME20', kind: 'percent', percentOff: 20 },
  { code: 'FREESHIP', kind: 'percent', percentOff: 15 },
];

export interface SiteSettings {
  site_logo: { url: string; alt: string; width: number; height: number };
  social_links: Array<{ type: 'facebook' | 'instagram' | 'youtube' | 'x'; url: string }>;
  dream_box_price: number;
  announcement_bar: {
    enabled: boolean;
    message: string;
    background_color: string;
    text_color: string;
    /** The message in Hebrew (issue 29). */
    translations: { he: { message: string } };
  };
  theme_colors: { primary: string; secondary: string; accent: string };
  free_shipping_threshold: number;
}

export const siteSettings: SiteSettings = {
  site_logo: { url: mediaUrls.siteLogo(), alt: 'Marquee', width: 150, height: 50 },
  social_links: [
    { type: 'facebook', url: 'https://facebook.com/marquee.store' },
    { type: 'instagram', url: 'https://instagram.com/marquee.store' },
    { type: 'youtube', url: 'https://youtube.com/@marquee.store' },
    { type: 'x', url: 'https://x.com/marquee_store' },
  ],
  dream_box_price: 29.99,
  announcement_bar: {
    enabled: true,
    message: 'Free shipping on orders over $85 — limited time only!',
    background_color: '#8b5cf6',
    text_color: '#ffffff',
    translations: { he: { message: hebrewAnnouncement } },
  },
  theme_colors: { primary: '#8b5cf6', secondary: '#ec4899', accent: '#06b6d4' },
  free_shipping_threshold: 85,
};

/** The settings as rows, in a stable order. */
export const siteSettingRows: Array<{ key: keyof SiteSettings; value: SiteSettings[keyof SiteSettings] }> = (
  Object.keys(siteSettings) as Array<keyof SiteSettings>
).map((key) => ({ key, value: siteSettings[key] }));
