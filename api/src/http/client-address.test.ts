import { type PeerRequest, clientAddress, clientAddressKey, forwardedHost, forwardedProto, isLoopbackAddress, parseTrustProxy } from './client-address';

const req = (remoteAddress: string, headers: PeerRequest['headers'] = {}): PeerRequest => ({ socket: { remoteAddress }, headers });
const XFF = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };

describe('the client address', () => {
  it('ignores X-Forwarded-* unless TRUST_PROXY trusts the peer', () => {
    const nobody = parseTrustProxy(undefined);
    expect(clientAddress(req('::ffff:203.0.113.5', XFF), nobody)).toBe('203.0.113.5');
    expect(forwardedProto(req('127.0.0.1', XFF), nobody)).toBeNull();
    expect(forwardedHost(req('127.0.0.1', XFF), nobody)).toBeNull();
    // A proxy we trust, but the request did not come through it.
    expect(clientAddress(req('198.51.100.1', XFF), parseTrustProxy('loopback'))).toBe('198.51.100.1');
    expect(forwardedProto(req('198.51.100.1', XFF), parseTrustProxy('loopback'))).toBeNull();
  });

  it('takes the right-most untrusted X-Forwarded-For entry behind trusted proxies', () => {
    // The left-most entry (6.6.6.6) is whatever the client wrote: never trusted.
    expect(clientAddress(req('127.0.0.1', XFF), parseTrustProxy('loopback'))).toBe('10.0.0.7');
    expect(clientAddress(req('127.0.0.1', XFF), parseTrustProxy('loopback, 10.0.0.0/8'))).toBe('203.0.113.9');
    expect(clientAddress(req('::1', XFF), parseTrustProxy('loopback,10.0.0.0/8,203.0.113.0/24'))).toBe('6.6.6.6');
    expect(clientAddress(req('127.0.0.1', {}), parseTrustProxy('loopback'))).toBe('127.0.0.1');
    expect(clientAddress(req('127.0.0.1', { 'x-forwarded-for': 'garbage' }), parseTrustProxy('loopback'))).toBe('127.0.0.1');
    expect(clientAddress(req('2001:db8::1', { 'x-forwarded-for': '2001:db8::99' }), parseTrustProxy('2001:db8::/64'))).toBe('2001:db8::99');
  });

  it('refuses a hop count, which would trust whoever connects (issue 31)', () => {
    // With TRUST_PROXY=1 anyone reaching the app around the balancer chose their own address.
    for (const hops of ['0', '1', '2']) expect(() => parseTrustProxy(hops)).toThrow(/is a hop count, which trusts whoever connects/);
  });

  it('counts an IPv6 client by its /64 and an IPv4 client by its address (issue 31)', () => {
    expect(clientAddressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:DB8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('2001:db8:0:2::1')).not.toBe(clientAddressKey('2001:db8:0:1::1'));
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('reads the protocol and host of a trusted proxy', () => {
    const trust = parseTrustProxy('loopback');
    expect(forwardedProto(req('127.0.0.1', XFF), trust)).toBe('https');
    expect(forwardedProto(req('127.0.0.1', { 'x-forwarded-proto': 'https, http' }), trust)).toBe('https');
    expect(forwardedProto(req('127.0.0.1', { 'x-forwarded-proto': 'gopher' }), trust)).toBeNull();
    expect(forwardedHost(req('127.0.0.1', XFF), trust)).toBe('shop.example');
    expect(forwardedHost(req('127.0.0.1', { 'x-forwarded-host': 'evil.example/path' }), trust)).toBeNull();
  });

  it('knows loopback and refuses a bad TRUST_PROXY', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', '', undefined]) expect(isLoopbackAddress(address)).toBe(false);
    expect(() => parseTrustProxy('everyone')).toThrow('TRUST_PROXY: "everyone" is not loopback, an IP address or a CIDR');
  });
});
