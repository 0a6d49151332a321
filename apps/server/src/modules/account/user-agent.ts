import Bowser from 'bowser';

/** "Chrome on macOS" for the list of signed-in devices; "Unknown browser" without a user agent. */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent?.trim()) return 'Unknown browser';
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name || 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}
