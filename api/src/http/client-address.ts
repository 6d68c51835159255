/**
 * Who is asking: the client's IP address, protocol and host, read from X-Forwarded-* ONLY when the
 * peer that sent the request is a proxy we trust (TRUST_PROXY). Anyone can write those headers, so
 * without trust they are ignored: a limit keyed on a forged X-Forwarded-For would be no limit at all.
 *
 * TRUST_PROXY: unset = trust nobody; `loopback`; a comma list of addresses and CIDRs (may include
 * `loopback`), e.g. `10.0.0.0/8,loopback`. Never a hop count (issue 31): "the nearest hop is a proxy"
 * trusts whoever connects, so anyone who reaches the app around the balancer forges X-Forwarded-For.
 * Every place that needs these values goes through this module.
 */
import { BlockList, isIP } from 'node:net';

export type TrustProxy =
  | { kind: 'none' }
  /** A hop is a proxy when its address is in the list. */
  | { kind: 'list'; list: BlockList; source: string };

export const TRUST_NOBODY: TrustProxy = { kind: 'none' };

/** What a request must offer: Node's IncomingMessage does. */
export interface PeerRequest {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}

/** `::ffff:127.0.0.1` → `127.0.0.1`; everything else as it is. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(trimmed);
  return mapped ? (mapped[1] as string) : trimmed;
}

export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const normalized = normalizeAddress(address);
  return normalized === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(normalized);
}

/**
 * Whether a Host header names this machine's loopback: `localhost`, a `*.localhost` name (RFC 6761:
 * always loopback, the demo's storefront hosts), `127.x.x.x` or `[::1]`, with or without a port.
 */
export function isLoopbackHost(host: string | undefined | null): boolean {
  if (!host) return false;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/** Parses TRUST_PROXY; throws with a readable message on a bad entry. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = value?.trim() ?? '';
  if (!raw) return TRUST_NOBODY;
  if (/^\d+$/.test(raw)) {
    throw new Error(`TRUST_PROXY: "${raw}" is a hop count, which trusts whoever connects; name the proxies' addresses or CIDRs (e.g. 10.0.0.0/8) or loopback`);
  }
  const list = new BlockList();
  for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4');
      list.addAddress('::1', 'ipv6');
      continue;
    }
    const [address, prefix, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || rest.length > 0 || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))) {
      throw new Error(`TRUST_PROXY: "${entry}" is not loopback, an IP address or a CIDR`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address as string, type);
    else list.addSubnet(address as string, bits, type);
  }
  return { kind: 'list', list, source: raw };
}

function isTrusted(trust: TrustProxy, address: string): boolean {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'list': {
      const normalized = normalizeAddress(address);
      const family = isIP(normalized);
      return family !== 0 && trust.list.check(normalized, family === 6 ? 'ipv6' : 'ipv4');
    }
  }
}

/**
 * What an abuse limit counts for an address (issue 31): an IPv4 address as it is, an IPv6 address by
 * its /64 (the smallest network a customer line is given; counting whole addresses would give every
 * line 2^64 allowances). `2001:db8:0:1:aaaa::1` → `2001:db8:0:1::/64`.
 */
export function clientAddressKey(address: string): string {
  const normalized = normalizeAddress(address);
  if (isIP(normalized) !== 6) return normalized;
  const [head = '', tail = ''] = (normalized.toLowerCase().split('%')[0] ?? '').split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:… was normalised above; others are rare) is two groups.
  const groups = normalized.includes('::') ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

function header(req: PeerRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

function peerAddress(req: PeerRequest): string | null {
  return req.socket.remoteAddress ? normalizeAddress(req.socket.remoteAddress) : null;
}

/** Whether `address` (a socket's peer) is one of the trusted proxies. */
export function isTrustedProxyAddress(trust: TrustProxy, address: string): boolean {
  return isTrusted(trust, address);
}

/** The peer is a trusted proxy: only then do its X-Forwarded-* headers count. */
export function peerIsTrustedProxy(req: PeerRequest, trust: TrustProxy): boolean {
  const peer = peerAddress(req);
  return peer !== null && isTrusted(trust, peer);
}

/**
 * The client's IP address: the peer's, or, when the peer is a trusted proxy, the right-most entry of
 * X-Forwarded-For that is not itself a trusted proxy (entries left of it are the client's own claims).
 * Null only when the request has no socket address (an in-process request).
 */
export function clientAddress(req: PeerRequest, trust: TrustProxy): string | null {
  const peer = peerAddress(req);
  if (peer === null || !isTrusted(trust, peer)) return peer;
  const forwarded = (header(req, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => normalizeAddress(entry))
    .filter(Boolean);
  let client = peer;
  while (forwarded.length > 0) {
    const next = forwarded.pop() as string;
    // Garbage where an address should be: stop at the last hop we could read.
    if (!isIP(next)) break;
    client = next;
    if (!isTrusted(trust, next)) break;
  }
  return client;
}

function firstForwardedValue(req: PeerRequest, name: string, trust: TrustProxy): string | null {
  if (!peerIsTrustedProxy(req, trust)) return null;
  const value = header(req, name)?.split(',')[0]?.trim().toLowerCase();
  return value || null;
}

/** `https` or `http` as the trusted proxy saw the request (X-Forwarded-Proto), else null. */
export function forwardedProto(req: PeerRequest, trust: TrustProxy): 'http' | 'https' | null {
  const proto = firstForwardedValue(req, 'x-forwarded-proto', trust);
  return proto === 'https' || proto === 'http' ? proto : null;
}

/** The public host the trusted proxy received (X-Forwarded-Host), else null. */
export function forwardedHost(req: PeerRequest, trust: TrustProxy): string | null {
  const host = firstForwardedValue(req, 'x-forwarded-host', trust);
  // A host name with an optional port, nothing that could break a URL.
  return host && /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/.test(host) ? host : null;
}

/** Everything above for one request, as server.ts hands it to GraphQL. */
export interface ClientInfo {
  ip: string | null;
  forwardedProto: 'http' | 'https' | null;
  forwardedHost: string | null;
}

export function clientInfo(req: PeerRequest, trust: TrustProxy): ClientInfo {
  return { ip: clientAddress(req, trust), forwardedProto: forwardedProto(req, trust), forwardedHost: forwardedHost(req, trust) };
}
