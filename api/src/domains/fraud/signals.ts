/**
 * The signals screening counts by (ADR 0043), turned into keys: the address and its IPv6 /64 network,
 * the device, the e-mail, the payment card. Every key is stored only as a keyed HMAC (the secrets'
 * `limitKey`, stable across processes and restarts), so equal signals find each other through an
 * index while the table holds no address, cookie or card reference in clear.
 *
 * The card: what the provider's authorisation says (Adyen's `additionalData`, which the test payment
 * service imitates). The fingerprint is the card's Payment Account Reference when the provider sends it
 * (it links a card across wallets), else the provider's card alias (one per card number), else the
 * BIN, last four digits and expiry together (the weakest, still one card in practice).
 */
import { isIPv4, isIPv6 } from 'node:net';

export type KeyHasher = (key: string) => string;

/** The address in one canonical spelling, and its /64 network for IPv6 (null for IPv4). */
export function canonicalAddress(ip: string): { address: string; ipv6Prefix: string | null } | null {
  let value = ip.trim().replace(/^\[|\]$/g, '');
  const zone = value.indexOf('%');
  if (zone >= 0) value = value.slice(0, zone);
  if (isIPv4(value)) return { address: value, ipv6Prefix: null };
  if (!isIPv6(value)) return null;
  const groups = expandIpv6(value);
  // An IPv4-mapped address (::ffff:a.b.c.d) is the IPv4 address: a dual-stack server sees both.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return { address: [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.'), ipv6Prefix: null };
  }
  const hex = groups.map((g) => g.toString(16));
  return { address: hex.join(':'), ipv6Prefix: `${hex.slice(0, 4).join(':')}::/64` };
}

/** The eight 16-bit groups of a valid IPv6 address (with :: and an embedded IPv4 tail expanded). */
function expandIpv6(value: string): number[] {
  let text = value.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = v4[1].split('.').map(Number);
    text = `${text.slice(0, -v4[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = part(head);
  const right = part(tail);
  const zeros = tail === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

/** The placement's keys: device (the browser's long-lived id, else the session), address and /64. */
export function placementKeys(
  hash: KeyHasher,
  input: { email: string; clientIp: string | null; deviceId: string | null; sessionHash: string | null },
): { emailKey: string; deviceKey: string | null; ipKey: string | null; ipv6PrefixKey: string | null } {
  const address = input.clientIp ? canonicalAddress(input.clientIp) : null;
  const device = input.deviceId ? `device|${input.deviceId}` : input.sessionHash ? `session|${input.sessionHash}` : null;
  return {
    emailKey: emailKey(hash, input.email),
    deviceKey: device ? hash(`fraud|${device}`) : null,
    ipKey: address ? hash(`fraud|ip|${address.address}`) : null,
    ipv6PrefixKey: address?.ipv6Prefix ? hash(`fraud|ip64|${address.ipv6Prefix}`) : null,
  };
}

export const emailKey = (hash: KeyHasher, email: string): string => hash(`fraud|email|${email.trim().toLowerCase()}`);

/** What the provider told about the card of a payment (absent for non-card payments). */
export interface CardFacts {
  /** The keyed fingerprint; null when nothing identifies the card. */
  fingerprintKey: string | null;
  /** ISO alpha-2, upper case; null when not said. */
  issuerCountry: string | null;
  /** 3-D Secure authenticated with liability shift. */
  threeDSecure: boolean;
  /** For the reviewer: BIN, last four, funding source (no full number ever reaches the shop). */
  bin: string | null;
  lastFour: string | null;
  fundingSource: string | null;
}

const text = (data: Record<string, unknown>, name: string): string | null => {
  const value = data[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

/** The card facts of a notification's additionalData (Adyen's names; the test payment service sends the same). */
export function cardFacts(hash: KeyHasher, additionalData: Record<string, unknown> | null | undefined): CardFacts {
  const data = additionalData ?? {};
  const bin = text(data, 'cardBin');
  const lastFour = text(data, 'cardSummary');
  const expiry = text(data, 'expiryDate');
  const reference = text(data, 'PaymentAccountReference') ?? text(data, 'paymentAccountReference');
  const alias = text(data, 'alias');
  const fingerprint = reference ? `par|${reference}` : alias ? `alias|${alias}` : bin && lastFour && expiry ? `card|${bin}|${lastFour}|${expiry}` : null;
  const country = (text(data, 'issuerCountry') ?? text(data, 'cardIssuingCountry'))?.toUpperCase() ?? null;
  return {
    fingerprintKey: fingerprint ? hash(`fraud|${fingerprint}`) : null,
    issuerCountry: country && /^[A-Z]{2}$/.test(country) ? country : null,
    // Authenticated and the liability moved to the issuer: only both together lower the risk.
    threeDSecure: text(data, 'threeDAuthenticated') === 'true' && text(data, 'liabilityShift') === 'true',
    bin: bin && /^\d{6,8}$/.test(bin) ? bin : null,
    lastFour: lastFour && /^\d{4}$/.test(lastFour) ? lastFour : null,
    fundingSource: text(data, 'fundingSource'),
  };
}
