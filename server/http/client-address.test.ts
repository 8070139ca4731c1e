import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, rateLimitKey } from './client-address.ts';

const req = (headers: Record<string, string>, remoteAddress = '::ffff:192.0.2.1') =>
  ({ headers, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('uses the socket when no proxy is trusted', () => {
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5', 'x-real-ip': '198.51.100.2' }), 0)).toBe('192.0.2.1');
    expect(clientIp(req({}), 1)).toBe('192.0.2.1');
  });

  it('one trusted hop: the right-most X-Forwarded-For entry (ports and brackets removed)', () => {
    expect(clientIp(req({ 'x-forwarded-for': 'spoofed, 203.0.113.5' }), 1)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5:4711' }), 1)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '[2001:db8::1]:443' }), 1)).toBe('2001:db8::1');
  });

  it('two trusted hops: the second entry from the right; what the client prepended is ignored', () => {
    expect(clientIp(req({ 'x-forwarded-for': '10.9.9.9, 203.0.113.5, 10.0.0.2' }), 2)).toBe('203.0.113.5');
    expect(clientIp(req({ 'x-forwarded-for': '203.0.113.5' }), 2)).toBe('192.0.2.1');
  });

  it('never believes a client-set X-Real-IP, even when the trusted entry is invalid', () => {
    expect(clientIp(req({ 'x-forwarded-for': 'garbage', 'x-real-ip': '198.51.100.2' }), 1)).toBe('192.0.2.1');
    expect(clientIp(req({ 'x-real-ip': '198.51.100.2' }), 1)).toBe('192.0.2.1');
  });
});

describe('rateLimitKey', () => {
  it('is the address for IPv4 and the /64 for IPv6', () => {
    expect(rateLimitKey('203.0.113.5')).toBe('203.0.113.5');
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64');
  });
});
