import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as a limiter counts it (issue 27 point 6): an IPv4 address whole, an
 * IPv4-mapped IPv6 address as its IPv4 address, any other IPv6 address by its /64. A single
 * subscriber is routinely given a whole /64, so keying IPv6 whole gave one attacker 2^64
 * separate limits. Anything that is not an address (a test's or a socket's oddity) is kept as
 * it came, so it still counts, only on its own.
 */
export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  // A zone index (fe80::1%eth0) names the interface, not the host.
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff';
  if (mapped) {
    const [high, low] = [groups[6]!, groups[7]!].map((group) => parseInt(group, 16));
    return [high! >> 8, high! & 0xff, low! >> 8, low! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, each in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::ffff:1.2.3.4) becomes two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}
