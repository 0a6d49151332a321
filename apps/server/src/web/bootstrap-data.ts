import {
  BOOTSTRAP_ELEMENT_ID,
  currencyListSchema,
  publicSettingsSchema,
  type Currency,
  type PublicSettings,
} from '@marquee/contracts';
import type { Db } from '../db/client.js';
import { getPublicSettings, listCurrencies } from '../modules/settings/service.js';

export interface BootstrapData {
  settings: PublicSettings;
  currencies: Currency[];
}

/** The same settings and rates as GET /api/settings and /api/currencies, read once per page load. */
export async function loadBootstrapData(db: Db): Promise<BootstrapData> {
  const [settings, currencies] = await Promise.all([getPublicSettings(db), listCurrencies(db)]);
  return { settings: publicSettingsSchema.parse(settings), currencies: currencyListSchema.parse(currencies) };
}

/** `<` is escaped so no value can close the script element it is written into. */
const toScriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The page's data block (`BOOTSTRAP_ELEMENT_ID`), read by the web app's query cache at start. */
export function bootstrapScript(data: BootstrapData): string {
  return `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${toScriptJson(data)}</script>`;
}
