/**
 * The admin's Settings tab (issue 14): the announcement bar, the site logo, the theme colours and
 * the social links, each one site_settings row (SET-01/02: upserted on its key), and the
 * currencies' rates and whether they are offered (R-20). Every write records its audit row and
 * announces `settingsChanged` in its own transaction: each server forgets its cached pages and
 * open storefronts refetch the settings and currencies.
 */
import { asc, eq } from 'drizzle-orm';
import {
  BASE_CURRENCY_CODE,
  liveEventTypes,
  type AdminCurrency,
  type AdminSettings,
  type AnnouncementBar,
  type AnnouncementInput,
  type SiteLogo,
  type SocialLink,
  type StoreAddress,
  type ThemeColors,
  STORE_ADDRESS_DEFAULTS,
  storeAddressSchema,
  type currencyPatchBodySchema,
  type siteLogoBodySchema,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { currencies, siteSettings } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../lib/errors.js';
import { parseJsonObject } from '../../../lib/json-object.js';
import { storedTranslations } from '../../../lib/translations.js';
import { auditTrail, recordAdminWrite, type AdminActor } from '../../audit/record.js';
import { droppedUrls, type MediaWrite } from '../../media/release.js';
import { getPublicSettings, readSiteLogo } from '../service.js';

const event = liveEventTypes.settingsChanged;
const currencyAudit = auditTrail('currencies', event);

export const settingKeys = {
  announcement: 'announcement_bar',
  logo: 'site_logo',
  theme: 'theme_colors',
  socialLinks: 'social_links',
  storeAddress: 'store_address',
} as const;
type SettingKey = (typeof settingKeys)[keyof typeof settingKeys];

/** Everything the tab edits, read as the storefront reads it (defaults for what is missing). */
export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const [{ announcementBar, siteLogo, theme, socialLinks }, storeAddress] = await Promise.all([
    getPublicSettings(db),
    getStoreAddress(db),
  ]);
  return { announcementBar, siteLogo, theme, socialLinks, storeAddress };
}

/**
 * The name and address invoices print (staff only: shoppers are never sent it). A missing or
 * malformed row reads as the brand's name and no address.
 */
export async function getStoreAddress(db: Db): Promise<StoreAddress> {
  const [row] = await db
    .select({ value: siteSettings.settingValue })
    .from(siteSettings)
    .where(eq(siteSettings.settingKey, settingKeys.storeAddress));
  const stored = storeAddressSchema.safeParse(row?.value);
  return stored.success ? stored.data : { ...STORE_ADDRESS_DEFAULTS };
}

/**
 * SET-02: upserts one setting and records it (resource 'settings/<key>'); returns the value it
 * replaced. `value` may be made from the stored one (a function of it, read under the row's lock).
 */
async function saveSetting(
  db: Db,
  actor: AdminActor,
  key: SettingKey,
  value: unknown | ((current: unknown) => unknown),
): Promise<unknown> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.settingKey, key)).for('update');
    const next = typeof value === 'function' ? value(current?.settingValue) : value;
    await tx
      .insert(siteSettings)
      .values({ settingKey: key, settingValue: next })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: next, updatedAt: new Date() } });
    await recordAdminWrite(tx, actor, {
      action: current ? 'update' : 'create',
      resource: `settings/${key}`,
      resourceId: key,
      before: current?.settingValue ?? null,
      after: next,
      event,
    });
    return current?.settingValue;
  });
}

/** A save of one setting as the body gives it, answering what it saved. */
function settingSaver<T>(key: SettingKey) {
  return async (db: Db, actor: AdminActor, value: T): Promise<T> => {
    await saveSetting(db, actor, key, value);
    return value;
  };
}

/**
 * ADM-ANN-03: {enabled, message, background_color, text_color, translations}; the messages are
 * plain text. The Hebrew message (issue 29) is kept when the body leaves translations out.
 */
export async function saveAnnouncement(db: Db, actor: AdminActor, body: AnnouncementInput): Promise<AnnouncementBar> {
  let saved: AnnouncementBar | undefined;
  await saveSetting(db, actor, settingKeys.announcement, (current: unknown) => {
    saved = {
      ...body,
      translations: storedTranslations(body.translations, parseJsonObject(current).translations, ['message']),
    };
    return saved;
  });
  return saved!;
}

/** ADM-SITE-04, R-31. */
export const saveThemeColors = settingSaver<ThemeColors>(settingKeys.theme);

/** ADM-SOC-03: stored as a list of {type, url} (SET-05). */
export const saveSocialLinks = settingSaver<SocialLink[]>(settingKeys.socialLinks);

/** Issue 29: {name, address}, the address's lines joined by newlines. */
export const saveStoreAddress = settingSaver<StoreAddress>(settingKeys.storeAddress);

/** ADM-SITE-02/03, R-29: {url, alt, width, height}; a blank URL removes the logo. Returns the URL dropped. */
export async function saveSiteLogo(
  db: Db,
  actor: AdminActor,
  body: z.output<typeof siteLogoBodySchema>,
): Promise<MediaWrite<SiteLogo | null>> {
  const before = readSiteLogo(await saveSetting(db, actor, settingKeys.logo, body));
  return { result: readSiteLogo(body), droppedUrls: droppedUrls([before?.url], [body.url]) };
}

const adminCurrencyColumns = {
  code: currencies.code,
  name: currencies.name,
  symbol: currencies.symbol,
  rate: currencies.rate,
  isOffered: currencies.isOffered,
};

/** every currency, offered or not, in the storefront's order. */
export async function listAllCurrencies(db: Db): Promise<AdminCurrency[]> {
  return db.select(adminCurrencyColumns).from(currencies).orderBy(asc(currencies.sortOrder), asc(currencies.code));
}

/** a currency's rate (units per 1 USD) and whether shoppers may pick it. USD stays 1 and offered. */
export async function updateCurrency(
  db: Db,
  actor: AdminActor,
  code: string,
  body: z.output<typeof currencyPatchBodySchema>,
): Promise<AdminCurrency> {
  if (code === BASE_CURRENCY_CODE) {
    if (body.isOffered === false)
      throw badRequest('USD is the base currency and is always offered.', { isOffered: 'USD is always offered' });
    if (body.rate !== undefined && body.rate !== 1)
      throw badRequest('USD is the base currency; its rate is 1.', { rate: 'The rate of USD is always 1' });
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select(adminCurrencyColumns).from(currencies).where(eq(currencies.code, code));
    if (!before) throw notFound('No currency with this code.');
    const [after] = await tx
      .update(currencies)
      .set({
        ...(body.rate !== undefined && { rate: body.rate }),
        ...(body.isOffered !== undefined && { isOffered: body.isOffered }),
        updatedAt: new Date(),
      })
      .where(eq(currencies.code, code))
      .returning(adminCurrencyColumns);
    await currencyAudit.updated(tx, actor, code, before, after);
    return after!;
  });
}
