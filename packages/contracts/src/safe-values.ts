/**
 * What the store accepts where an admin types an address or a colour that the storefront will put
 * into a link, an image or a style. One rule for every form and every server read (issue 14).
 */

/** A site path ('/films', '/media/…'; not '//host' nor '/\host') or an https address; never javascript:, data: or plain http. */
export function isSitePathOrHttps(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The colour the store's forms keep: '#rrggbb', what a colour picker gives. */
export const RRGGBB_COLOR = /^#[0-9a-f]{6}$/i;

/** A CSS hex colour, '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa': the only colours written into a style attribute. */
export function isHexColor(value: string): boolean {
  return /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value);
}
