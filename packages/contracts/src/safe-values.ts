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
