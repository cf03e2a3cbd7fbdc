import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupAddress } from 'node:dns';
import { makeTestCertificates, startTestHttpsServer, type TestHttpsServer } from '@marketplace/testkit';
import { GotPhotoFetcher, PhotoAddressNotPublic, photoDownloadLookup, publicAddressesOnly, systemResolver, type Resolver } from '../src/index.js';

/**
 * The SSRF guard against a real HTTPS server on loopback (a CA made by openssl for the test).
 * Loopback is reachable only through the fetcher's test-only constructor option.
 */

let server: TestHttpsServer;
const IMAGE = Buffer.from('fake image bytes: the fetcher does not judge content');

beforeAll(async () => {
  server = await startTestHttpsServer(makeTestCertificates(['rebind.test']));
  server.route('/image', (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(IMAGE));
  server.route('/missing', (_req, res) => res.writeHead(404).end('no'));
  server.route('/to-http', (_req, res) => res.writeHead(302, { location: `http://localhost:${server.port}/image` }).end());
  server.route('/to-private-literal', (_req, res) => res.writeHead(302, { location: 'https://10.0.0.1/image' }).end());
  server.route('/to-private-name', (_req, res) => res.writeHead(302, { location: `https://private.test:${server.port}/image` }).end());
  server.route('/to-other-port', (_req, res) => res.writeHead(302, { location: 'https://localhost:8443/image' }).end());
  for (let n = 1; n <= 4; n += 1) {
    server.route(`/hop${n}`, (_req, res) =>
      res.writeHead(302, { location: `${server.origin}/${n === 1 ? 'image' : `hop${n - 1}`}` }).end(),
    );
  }
  server.route('/huge', (_req, res) => {
    // Chunked: no Content-Length to trust or distrust; 11 MB of zeros.
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    const chunk = Buffer.alloc(1024 * 1024);
    let sent = 0;
    const write = () => {
      while (sent < 11 && !res.destroyed) {
        sent += 1;
        if (!res.write(chunk)) return void res.once('drain', write);
      }
      res.end();
    };
    write();
  });
  server.route('/declared-huge', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(50 * 1024 * 1024) });
    res.write(Buffer.alloc(1024));
  });
  server.route('/slow', (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    res.write(Buffer.alloc(10)); // and then nothing, ever
  });
});
afterAll(async () => {
  await server.close();
});

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });
/** A resolver with fixed answers; `calls` counts lookups per host. */
function fixedResolver(answers: Record<string, LookupAddress[] | LookupAddress[][]>) {
  const calls = new Map<string, number>();
  const resolve: Resolver = async (hostname) => {
    const n = calls.get(hostname) ?? 0;
    calls.set(hostname, n + 1);
    const answer = answers[hostname];
    if (!answer) throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
    const sequence = Array.isArray(answer[0]) ? (answer as LookupAddress[][]) : [answer as LookupAddress[]];
    return sequence[Math.min(n, sequence.length - 1)]!;
  };
  return { resolve, calls };
}

/** A fetcher that may reach the test server: loopback allowed, the test CA, its port as default. */
const testFetcher = (options: { resolver?: Resolver; timeoutMs?: number } = {}) =>
  new GotPhotoFetcher({
    ...options,
    testOnly: { allowLoopback: true, certificateAuthority: server.ca, defaultPort: server.port },
  });

const codeOf = async (fetcher: GotPhotoFetcher, url: string) => {
  const result = await fetcher.fetch(url);
  return result.isErr() ? result.error.code : 'ok';
};

describe('GotPhotoFetcher', () => {
  it('downloads from the test server (through the test-only loopback allowance)', async () => {
    const result = await testFetcher().fetch(`https://localhost/image`);
    expect(result.isOk() && Buffer.from(result.value.bytes).equals(IMAGE)).toBe(true);
  });

  it('refuses loopback without the test-only option, with the real resolver', async () => {
    const before = server.requests.length;
    const production = new GotPhotoFetcher();
    expect(await codeOf(production, `https://localhost/image`)).toBe('photo_address_not_public');
    expect(await codeOf(production, `https://127.0.0.1/image`)).toBe('photo_address_not_public');
    expect(server.requests.length).toBe(before);
  });

  const FORBIDDEN: [string, LookupAddress][] = [
    ['loopback', v4('127.0.0.1')],
    ['loopback elsewhere in 127/8', v4('127.9.9.9')],
    ['private 10/8', v4('10.1.2.3')],
    ['private 172.16/12', v4('172.20.0.1')],
    ['private 192.168/16', v4('192.168.1.10')],
    ['link-local', v4('169.254.10.20')],
    ['cloud metadata', v4('169.254.169.254')],
    ['Alibaba metadata (CGNAT)', v4('100.100.100.200')],
    ['CGNAT', v4('100.64.0.1')],
    ['multicast', v4('224.0.0.251')],
    ['unspecified', v4('0.0.0.0')],
    ['broadcast', v4('255.255.255.255')],
    ['reserved', v4('240.0.0.1')],
    ['IPv6 loopback', v6('::1')],
    ['IPv6 unspecified', v6('::')],
    ['IPv6 link-local', v6('fe80::1')],
    ['IPv6 unique-local', v6('fc00::1')],
    ['AWS IPv6 metadata', v6('fd00:ec2::254')],
    ['IPv6 multicast', v6('ff02::1')],
    ['IPv4-mapped loopback', v6('::ffff:127.0.0.1')],
    ['IPv4-mapped metadata', v6('::ffff:169.254.169.254')],
    ['IPv4-mapped public', v6('::ffff:8.8.8.8')],
    ['NAT64 of loopback', v6('64:ff9b::7f00:1')],
    // IPv4-compatible IPv6 (::/96, deprecated by RFC 4291) and the rest of ::/8
    ['IPv4-compatible loopback', v6('::127.0.0.1')],
    ['IPv4-compatible loopback, hex', v6('::7f00:1')],
    ['IPv4-compatible private 10/8', v6('::10.0.0.1')],
    ['IPv4-compatible metadata', v6('::169.254.169.254')],
    ['IPv4-compatible private 192.168/16', v6('::192.168.0.1')],
    ['IPv4-compatible ::2', v6('::2')],
    ['IPv4-compatible public (the range is refused whole)', v6('::8.8.8.8')],
    ['IPv4-translated (RFC 6145)', v6('::ffff:0:808:808')],
    // NAT64: the embedded IPv4 passes the IPv4 rules; the local-use prefix is refused whole
    ['NAT64 of private 10/8', v6('64:ff9b::a00:1')],
    ['NAT64 of metadata', v6('64:ff9b::169.254.169.254')],
    ['NAT64 of private 192.168/16', v6('64:ff9b::c0a8:1')],
    ['NAT64 local-use prefix', v6('64:ff9b:1::808:808')],
    // 6to4: the IPv4 in bits 16-47
    ['6to4 of loopback', v6('2002:7f00:1::1')],
    ['6to4 of private 10/8', v6('2002:a00:1::1')],
    ['6to4 of metadata', v6('2002:a9fe:a9fe::1')],
    // Teredo: server IPv4 in bits 32-63, client IPv4 XOR 0xffffffff in bits 96-127
    ['Teredo with a loopback client', v6('2001:0:4136:e378:8000:63bf:80ff:fffe')],
    ['Teredo with a private client', v6('2001:0:4136:e378:8000:63bf:f5ff:fffe')],
    ['Teredo with a private server', v6('2001:0:a00:1:8000:63bf:f7f7:f7f7')],
    // IANA special-purpose and unallocated IPv6
    ['IPv6 documentation', v6('2001:db8::1')],
    ['IPv6 documentation (RFC 9637)', v6('3fff::1')],
    ['IPv6 benchmarking', v6('2001:2::1')],
    ['ORCHIDv2', v6('2001:20::1')],
    ['deprecated ORCHID', v6('2001:10::1')],
    ['discard-only', v6('100::1')],
    ['deprecated site-local', v6('fec0::1')],
    ['segment routing', v6('5f00::1')],
    ['outside 2000::/3', v6('4000::1')],
    // IPv4 special-purpose
    ['IPv4 documentation', v4('192.0.2.1')],
    ['IPv4 benchmarking', v4('198.18.0.1')],
    ['IETF protocol assignments', v4('192.0.0.8')],
    ['6to4 relay anycast', v4('192.88.99.1')],
  ];

  const ALLOWED: [string, string][] = [
    ['public IPv4', '8.8.8.8'],
    ['public IPv6', '2606:4700:4700::1111'],
    ['NAT64 of a public IPv4', '64:ff9b::808:808'],
    ['6to4 of a public IPv4', '2002:808:808::1'],
    ['Teredo with a public server and client', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ];

  it.each(ALLOWED)('allows %s (%s), through the socket lookup unchanged', async (_name, address) => {
    expect(publicAddressesOnly.allows(address)).toBe(true);
    const lookup = photoDownloadLookup(systemResolver, publicAddressesOnly);
    const answer = await new Promise<unknown>((resolve) => lookup(address, { all: true }, (e, a) => resolve(e ?? a)));
    expect(answer).toEqual([{ address, family: address.includes(':') ? 6 : 4 }]);
  });

  it.each(['https://[::127.0.0.1]/image', 'https://[::7f00:1]/image', 'https://[::ffff:7f00:1]/image', 'https://[64:ff9b::127.0.0.1]/image'])(
    'refuses %s even where loopback is allowed, and the test server on loopback gets no request',
    async (url) => {
      const before = server.requests.length;
      expect(await codeOf(testFetcher(), url)).toBe('photo_address_not_public');
      expect(server.requests.length).toBe(before);
    },
  );

  it.each(FORBIDDEN)('refuses %s as a literal host (%o)', async (_name, { address, family }) => {
    const host = family === 6 ? `[${address}]` : address;
    expect(await codeOf(new GotPhotoFetcher(), `https://${host}/image`)).toBe('photo_address_not_public');
  });

  it.each(['https://2130706433/image', 'https://0x7f.0.0.1/image', 'https://0177.0.0.1/image', 'https://[0:0:0:0:0:0:0:1]/image'])(
    'refuses loopback written in another notation: %s',
    async (url) => {
      expect(await codeOf(new GotPhotoFetcher(), url)).toBe('photo_address_not_public');
    },
  );

  it.each(FORBIDDEN)('the socket lookup with the system resolver refuses %s (%o)', async (_name, { address }) => {
    const lookup = photoDownloadLookup(systemResolver, publicAddressesOnly);
    const error = await new Promise<unknown>((resolve) => lookup(address, { all: true }, (e) => resolve(e)));
    expect(error).toBeInstanceOf(PhotoAddressNotPublic);
  });

  it('the socket lookup with the system resolver passes a public address through unchanged', async () => {
    const lookup = photoDownloadLookup(systemResolver, publicAddressesOnly);
    const answer = await new Promise<unknown>((resolve) => lookup('93.184.216.34', { all: true }, (e, a) => resolve(e ?? a)));
    expect(answer).toEqual([{ address: '93.184.216.34', family: 4 }]);
  });

  it.each(FORBIDDEN)('refuses a name resolving to %s (%o)', async (_name, answer) => {
    const { resolve, calls } = fixedResolver({ 'photos.test': [answer] });
    expect(await codeOf(new GotPhotoFetcher({ resolver: resolve }), 'https://photos.test/image')).toBe('photo_address_not_public');
    expect(calls.get('photos.test')).toBe(1);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const { resolve } = fixedResolver({ 'mixed.test': [v4('93.184.216.34'), v4('10.0.0.7')] });
    expect(await codeOf(new GotPhotoFetcher({ resolver: resolve }), 'https://mixed.test/image')).toBe('photo_address_not_public');
  });

  it('pins the checked address: a rebinding resolver (allowed first, private second) is asked once, and the checked address is connected', async () => {
    // In test mode loopback stands for a public address; 10.0.0.8 is what a rebinding DNS answers next.
    const { resolve, calls } = fixedResolver({ 'rebind.test': [[v4('127.0.0.1')], [v4('10.0.0.8')]] });
    const before = server.requests.length;
    const result = await testFetcher({ resolver: resolve }).fetch('https://rebind.test/image');
    expect(result.isOk()).toBe(true);
    expect(calls.get('rebind.test')).toBe(1);
    expect(server.requests.slice(before)).toEqual(['/image']);
  });

  it('refuses a rebinding answer that turns private on the first lookup of a connection', async () => {
    const { resolve } = fixedResolver({ 'rebind.test': [[v4('10.0.0.8')], [v4('127.0.0.1')]] });
    const before = server.requests.length;
    expect(await codeOf(testFetcher({ resolver: resolve }), 'https://rebind.test/image')).toBe('photo_address_not_public');
    expect(server.requests.length).toBe(before);
  });

  it('refuses http', async () => {
    expect(await codeOf(testFetcher(), `http://localhost:${server.port}/image`)).toBe('photo_url_not_https');
  });

  it('refuses a non-default port', async () => {
    expect(await codeOf(new GotPhotoFetcher(), 'https://example.com:8443/image')).toBe('photo_port_not_allowed');
    expect(await codeOf(testFetcher(), 'https://localhost:8443/image')).toBe('photo_port_not_allowed');
  });

  it('checks every redirect the same way', async () => {
    const { resolve } = fixedResolver({ localhost: [v4('127.0.0.1')], 'private.test': [v4('10.0.0.5')] });
    const fetcher = testFetcher({ resolver: resolve });
    const before = server.requests.length;
    expect(await codeOf(fetcher, '/to-private-literal'.replace(/^/, 'https://localhost'))).toBe('photo_address_not_public');
    expect(await codeOf(fetcher, 'https://localhost/to-private-name')).toBe('photo_address_not_public');
    expect(await codeOf(fetcher, 'https://localhost/to-http')).toBe('photo_url_not_https');
    expect(await codeOf(fetcher, 'https://localhost/to-other-port')).toBe('photo_port_not_allowed');
    // Only the redirecting requests reached the server, never a redirect target.
    expect(server.requests.slice(before)).toEqual(['/to-private-literal', '/to-private-name', '/to-http', '/to-other-port']);
  });

  it('follows up to 3 redirects, not 4', async () => {
    expect(await codeOf(testFetcher(), 'https://localhost/hop3')).toBe('ok');
    expect(await codeOf(testFetcher(), 'https://localhost/hop4')).toBe('photo_too_many_redirects');
  });

  it('counts the size on the stream: 11 MB without Content-Length is refused', async () => {
    expect(await codeOf(testFetcher(), 'https://localhost/huge')).toBe('photo_too_large');
  });

  it('refuses a declared size over the limit without waiting for the body', async () => {
    expect(await codeOf(testFetcher(), 'https://localhost/declared-huge')).toBe('photo_too_large');
  });

  it('gives up on a slow body at the deadline', async () => {
    expect(await codeOf(testFetcher({ timeoutMs: 400 }), 'https://localhost/slow')).toBe('photo_timeout');
  });

  it('answers photo_fetch_failed for an error status', async () => {
    expect(await codeOf(testFetcher(), 'https://localhost/missing')).toBe('photo_fetch_failed');
  });

  it('answers a name that does not resolve as one that resolves to a private address: one code, one message, no address named', async () => {
    const { resolve } = fixedResolver({ 'ssrf-ten.test': [v4('10.0.0.1')], 'ssrf-v6.test': [{ address: 'fd00::1', family: 6 }] });
    const refusal = async (url: string) => (await new GotPhotoFetcher({ resolver: resolve }).fetch(url))._unsafeUnwrapErr();
    const unresolvable = await refusal('https://nowhere.test/image');
    const answers = [unresolvable, await refusal('https://ssrf-ten.test/image'), await refusal('https://ssrf-v6.test/image'), await refusal('https://10.0.0.1/image')];
    expect(answers).toEqual(answers.map(() => unresolvable));
    expect(unresolvable).toMatchObject({ code: 'photo_address_not_public', field: 'url' });
    expect(unresolvable.message).not.toMatch(/10\.0\.0\.1|fd00|ssrf|nowhere|->/);
  });

  it('does not trust a certificate from an unknown CA', async () => {
    // Loopback allowed, but without the test CA: the TLS handshake fails.
    const { resolve } = fixedResolver({ localhost: [v4('127.0.0.1')] });
    const fetcher = new GotPhotoFetcher({
      resolver: resolve,
      testOnly: { allowLoopback: true, certificateAuthority: '', defaultPort: server.port },
    });
    expect(await codeOf(fetcher, 'https://localhost/image')).toBe('photo_fetch_failed');
  });
});
