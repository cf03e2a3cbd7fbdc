import { describe, expect, it } from 'vitest';
import { clientAddressOf, ipv6Network } from '../../src/client-address.js';
import { ConfigError, loadConfig } from '../../src/index.js';

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:203.0.113.9', undefined, 0)).toBe('203.0.113.9');
    expect(clientAddressOf('2001:db8::1', undefined, 0)).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(ipv6Network('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(ipv6Network('::1')).toBe('0:0:0:0::/64');
    expect(ipv6Network('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipv6Network('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
    expect(clientAddressOf('10.0.0.3', '2001:db8:1:2:aaaa::1', 1)).toBe('2001:db8:1:2::/64');
    expect(clientAddressOf('10.0.0.3', 'not an address', 1)).toBe('not an address');
  });

  it('is the entry the outermost trusted proxy appended', () => {
    // client -> proxy A (appends client) -> proxy B (appends A) -> service (socket: B)
    const chain = 'spoofed, 198.51.100.7, 10.0.0.2';
    expect(clientAddressOf('10.0.0.3', chain, 1)).toBe('10.0.0.2');
    expect(clientAddressOf('10.0.0.3', chain, 2)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.3', ' 198.51.100.7 ,10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost entry of a chain shorter than the trusted hops', () => {
    expect(clientAddressOf('10.0.0.3', '198.51.100.7', 5)).toBe('198.51.100.7');
    expect(clientAddressOf('10.0.0.3', undefined, 1)).toBe('10.0.0.3');
    expect(clientAddressOf(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('configuration of the limits', () => {
  it('defaults to limits on, in memory, no trusted proxy', () => {
    expect(loadConfig({})).toMatchObject({ rateLimits: { enabled: true, store: 'memory' }, trustProxy: 0 });
  });

  it.each([
    [{ RATE_LIMIT_STORE: 'redis' }, 'REDIS_URL'],
    [{ RATE_LIMIT_STORE: 'postgres' }, 'RATE_LIMIT_STORE'],
    [{ RATE_LIMIT_STORE: 'memcached' }, 'RATE_LIMIT_STORE'],
    [{ RATE_LIMITS: 'maybe' }, 'RATE_LIMITS'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'http://localhost' }, 'REDIS_URL'],
  ])('refuses %o, naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('reads the shared stores', () => {
    expect(
      loadConfig({ RATE_LIMIT_STORE: 'redis', REDIS_URL: 'redis://127.0.0.1:6379/0', TRUST_PROXY: '2', RATE_LIMITS: 'off' }),
    ).toMatchObject({ rateLimits: { enabled: false, store: 'redis', redisUrl: 'redis://127.0.0.1:6379/0' }, trustProxy: 2 });
  });
});
