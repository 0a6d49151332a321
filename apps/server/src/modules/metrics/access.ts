import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isSignedInAdmin } from '../../plugins/auth.js';

/** Loopback and the private ranges: where a Prometheus beside the store scrapes from. */
const privateRanges = new BlockList();
privateRanges.addSubnet('127.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('10.0.0.0', 8, 'ipv4');
privateRanges.addSubnet('172.16.0.0', 12, 'ipv4');
privateRanges.addSubnet('192.168.0.0', 16, 'ipv4');
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');

/** Whether an address is loopback or private; an IPv4-mapped IPv6 address counts as its IPv4 one. */
export function isPrivateAddress(ip: string): boolean {
  const version = isIP(ip);
  if (version === 0) return false;
  return privateRanges.check(ip, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A request from inside the network. A forwarded request counts only by the address a trusted
 * proxy forwarded: without TRUST_PROXY, or with one naming another proxy, the peer is the proxy's
 * own (private) address on every visitor's request, and TRUST_PROXY=true believes whatever the
 * client wrote. A scraper asks directly; a visitor through the proxy carries the header.
 */
function fromPrivateNetwork(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  if (forwarded) {
    const { trustProxy } = request.server.config;
    const proxyUnused = request.ip === request.socket.remoteAddress;
    if (trustProxy === false || trustProxy === true || proxyUnused) return false;
  }
  return isPrivateAddress(request.ip);
}

function hasMetricsToken(request: FastifyRequest): boolean {
  const token = request.server.config.metricsToken;
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Who may read /api/metrics: the private network, a scraper with METRICS_TOKEN, or signed-in
 * staff. The session is looked up last: a scrape from inside pays no database read for it.
 */
export async function mayReadMetrics(request: FastifyRequest): Promise<boolean> {
  return fromPrivateNetwork(request) || hasMetricsToken(request) || isSignedInAdmin(request);
}
