/** The keys screening counts by (ADR 0043): addresses and their /64, devices, cards. */
import { canonicalAddress, cardFacts, placementKeys } from './signals';

const hash = (key: string) => `h(${key})`;

describe('addresses', () => {
  it('spells an IPv6 address one way and names its /64', () => {
    expect(canonicalAddress('2001:DB8:0:0:1::5')).toEqual({ address: '2001:db8:0:0:1:0:0:5', ipv6Prefix: '2001:db8:0:0::/64' });
    expect(canonicalAddress('[2001:db8::1%eth0]')).toEqual({ address: '2001:db8:0:0:0:0:0:1', ipv6Prefix: '2001:db8:0:0::/64' });
    expect(canonicalAddress('2001:db8:0:0:ffff::9')?.ipv6Prefix).toBe(canonicalAddress('2001:db8::1')?.ipv6Prefix);
    expect(canonicalAddress('2001:db8:0:1::1')?.ipv6Prefix).toBe('2001:db8:0:1::/64');
  });

  it('takes an IPv4-mapped address for the IPv4 address, and IPv4 has no /64', () => {
    expect(canonicalAddress('::ffff:192.0.2.7')).toEqual({ address: '192.0.2.7', ipv6Prefix: null });
    expect(canonicalAddress('192.0.2.7')).toEqual({ address: '192.0.2.7', ipv6Prefix: null });
  });

  it('refuses what is not an address', () => {
    expect(canonicalAddress('not-an-ip')).toBeNull();
    expect(canonicalAddress('1.2.3.999')).toBeNull();
  });
});

describe('placement keys', () => {
  it('keys the device by the browser id, else the session; e-mails case-insensitively', () => {
    const withDevice = placementKeys(hash, { email: 'Anna@Example.com', clientIp: '2001:db8::1', deviceId: 'dev', sessionHash: 'ses' });
    expect(withDevice).toEqual({
      emailKey: 'h(fraud|email|anna@example.com)',
      deviceKey: 'h(fraud|device|dev)',
      ipKey: 'h(fraud|ip|2001:db8:0:0:0:0:0:1)',
      ipv6PrefixKey: 'h(fraud|ip64|2001:db8:0:0::/64)',
    });
    expect(placementKeys(hash, { email: 'a@b.de', clientIp: null, deviceId: null, sessionHash: 'ses' })).toMatchObject({ deviceKey: 'h(fraud|session|ses)', ipKey: null, ipv6PrefixKey: null });
    expect(placementKeys(hash, { email: 'a@b.de', clientIp: null, deviceId: null, sessionHash: null }).deviceKey).toBeNull();
  });
});

describe('card facts', () => {
  it('prefers the Payment Account Reference, then the alias, then BIN, last four and expiry', () => {
    const base = { cardBin: '411111', cardSummary: '1111', expiryDate: '3/2030' };
    expect(cardFacts(hash, { ...base, alias: 'A1', PaymentAccountReference: 'PAR9' }).fingerprintKey).toBe('h(fraud|par|PAR9)');
    expect(cardFacts(hash, { ...base, alias: 'A1' }).fingerprintKey).toBe('h(fraud|alias|A1)');
    expect(cardFacts(hash, base).fingerprintKey).toBe('h(fraud|card|411111|1111|3/2030)');
    expect(cardFacts(hash, { cardSummary: '1111' }).fingerprintKey).toBeNull();
    expect(cardFacts(hash, null).fingerprintKey).toBeNull();
  });

  it('reads the issuer country and counts 3-D Secure only with the liability shift', () => {
    expect(cardFacts(hash, { issuerCountry: 'nl', threeDAuthenticated: 'true', liabilityShift: 'true' })).toMatchObject({ issuerCountry: 'NL', threeDSecure: true });
    expect(cardFacts(hash, { cardIssuingCountry: 'US', threeDAuthenticated: 'true', liabilityShift: 'false' })).toMatchObject({ issuerCountry: 'US', threeDSecure: false });
    expect(cardFacts(hash, { issuerCountry: 'unknown' }).issuerCountry).toBeNull();
  });
});
