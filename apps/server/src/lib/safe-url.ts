import { isHexColor, isSitePathOrHttps } from '@marquee/contracts';

/**
 * An admin-written address as the storefront may use it in a link, an image or a video: a site
 * path or an https address (the rule the admin forms apply, packages/contracts/src/safe-values.ts),
 * else ''. Applied on every read, so rows written before the rule or straight into the database
 * cannot send javascript:, vbscript: or data: URLs to the page (issue 14).
 */
export function safeUrl(value: unknown): string {
  const url = typeof value === 'string' ? value.trim() : '';
  return isSitePathOrHttps(url) ? url : '';
}

/** An admin-written colour as a style may use it: a hex colour, else `fallback` (no `red;position:fixed`). */
export function safeColour(value: unknown, fallback: string): string {
  const colour = typeof value === 'string' ? value.trim() : '';
  return isHexColor(colour) ? colour : fallback;
}
