import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer, type Socket } from 'node:net';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { startTestS3Server, type TestS3Server } from '@marketplace/testkit';
import { describePhotoStorageContract } from '@marketplace/core/contracts';
import { S3PhotoStorage, type S3PhotoStorageOptions } from '../src/s3-photo-storage.js';

/**
 * The S3 photo storage against a real S3-compatible server on loopback (s3rver, started by the
 * test), and against a store that is down, failing or silent: those are `unavailable`, in time.
 */

let s3: TestS3Server;
const storages: S3PhotoStorage[] = [];
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3, 254, 255]);

function storage(options: Partial<S3PhotoStorageOptions> = {}): S3PhotoStorage {
  const made = new S3PhotoStorage({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    credentials: s3.credentials,
    forcePathStyle: true,
    ...options,
  });
  storages.push(made);
  return made;
}

beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  for (const made of storages) made.close();
  await s3?.close();
});

// The bucket is the test server's, fresh for this file: the contract's keys are its own.
describePhotoStorageContract('S3PhotoStorage', async () => ({ storage: storage(), close: async () => {} }));

describe('S3PhotoStorage', () => {
  it('stores bytes with their type and an immutable Cache-Control, and reads them back', async () => {
    const photos = storage();
    expect((await photos.put('round-trip.jpg', { bytes: JPEG, contentType: 'image/jpeg' })).isOk()).toBe(true);
    const stored = (await photos.get('round-trip.jpg'))._unsafeUnwrap();
    expect(stored?.contentType).toBe('image/jpeg');
    expect(Buffer.from(stored!.bytes).equals(Buffer.from(JPEG))).toBe(true);
    const raw = new S3Client({ endpoint: s3.endpoint, region: s3.region, credentials: s3.credentials, forcePathStyle: true });
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'round-trip.jpg' }));
    raw.destroy();
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(JPEG.length);
  });

  it('is shared: what one process stores, another reads', async () => {
    await storage().put('shared-thumb.webp', { bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
    const stored = (await storage().get('shared-thumb.webp'))._unsafeUnwrap();
    expect(stored).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: 'image/webp' });
  });

  it('answers null for an absent key and for a key the service never makes', async () => {
    expect((await storage().get('never-stored.jpg'))._unsafeUnwrap()).toBeNull();
    expect((await storage().get('../escape.jpg'))._unsafeUnwrap()).toBeNull();
  });

  it('removes an object, and removing an absent one is fine', async () => {
    const photos = storage();
    await photos.put('to-remove.png', { bytes: JPEG, contentType: 'image/png' });
    expect((await photos.remove('to-remove.png')).isOk()).toBe(true);
    expect((await photos.get('to-remove.png'))._unsafeUnwrap()).toBeNull();
    expect((await photos.remove('to-remove.png')).isOk()).toBe(true);
    expect((await photos.remove('never-stored.gif')).isOk()).toBe(true);
  });

  it('refuses to write a key the service never makes (a bug, thrown)', () => {
    expect(() => storage().put('a/b.jpg', { bytes: JPEG, contentType: 'image/jpeg' })).toThrow(/not a photo key/);
  });

  it('is unavailable when the bucket does not exist (misconfigured, not an absent photo)', async () => {
    const photos = storage({ bucket: 'no-such-bucket' });
    expect((await photos.get('x.jpg'))._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/NoSuchBucket/) });
    expect((await photos.put('x.jpg', { bytes: JPEG, contentType: 'image/jpeg' }))._unsafeUnwrapErr().code).toBe('unavailable');
  });
});

describe('S3PhotoStorage when the store is out of order', () => {
  let closedPort: number;
  let failing: HttpServer;
  let silent: TcpServer;
  const sockets: Socket[] = [];
  const requests: string[] = [];
  const url = (server: HttpServer | TcpServer) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  beforeAll(async () => {
    const probe = createTcpServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    failing = createHttpServer((req, res) => {
      if (req.url?.startsWith('/marketplace-photos/stalls.jpg')) {
        // The headers and a first part of the body, and then nothing, ever.
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': '1000' }).write(Buffer.alloc(10));
        return;
      }
      requests.push(`${req.method} ${req.url}`);
      res.writeHead(503, { 'content-type': 'application/xml' }).end('<Error><Code>SlowDown</Code><Message>busy</Message></Error>');
    });
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    // Accepts connections and never answers.
    silent = createTcpServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent?.close(() => resolve()));
    failing?.closeAllConnections();
    await new Promise<void>((resolve) => failing?.close(() => resolve()));
  });

  it('is unavailable when nothing listens (the server stopped)', async () => {
    const photos = storage({ endpoint: `http://127.0.0.1:${closedPort}` });
    expect((await photos.get('a.jpg'))._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/ECONNREFUSED/) });
    expect((await photos.put('a.jpg', { bytes: JPEG, contentType: 'image/jpeg' }))._unsafeUnwrapErr().code).toBe('unavailable');
    expect((await photos.remove('a.jpg'))._unsafeUnwrapErr().code).toBe('unavailable');
  });

  it('is unavailable after the S3 server it used stops', async () => {
    const own = await startTestS3Server('stopping');
    const photos = storage({ endpoint: own.endpoint, bucket: own.bucket });
    await photos.put('before.jpg', { bytes: JPEG, contentType: 'image/jpeg' });
    await own.close();
    expect((await photos.get('before.jpg'))._unsafeUnwrapErr().code).toBe('unavailable');
  });

  it('is unavailable on 5xx answers, after a bounded number of attempts', async () => {
    const photos = storage({ endpoint: url(failing), maxAttempts: 2 });
    requests.length = 0;
    expect((await photos.get('b.jpg'))._unsafeUnwrapErr()).toMatchObject({ code: 'unavailable', message: expect.stringMatching(/503/) });
    expect(requests).toEqual(['GET /marketplace-photos/b.jpg?x-id=GetObject', 'GET /marketplace-photos/b.jpg?x-id=GetObject']);
  });

  // The answer names the deadline that ended the call; a call the deadline did not end would hang
  // here until the test times out. Durations are not asserted (the machine may be loaded).
  const deadlinePassed = { code: 'unavailable', message: 'photo storage failed: no answer within 300 ms' };

  it('is unavailable when the store does not answer within the deadline', async () => {
    const photos = storage({ endpoint: url(silent), timeoutMs: 300 });
    expect((await photos.get('c.jpg'))._unsafeUnwrapErr()).toEqual(deadlinePassed);
    expect((await photos.put('c.jpg', { bytes: JPEG, contentType: 'image/jpeg' }))._unsafeUnwrapErr()).toEqual(deadlinePassed);
  });

  it('is unavailable when the body stops arriving', async () => {
    const photos = storage({ endpoint: url(failing), timeoutMs: 300 });
    expect((await photos.get('stalls.jpg'))._unsafeUnwrapErr()).toEqual(deadlinePassed);
  });
});

describe('on Node 20', () => {
  // In a process of its own: the SDK warns at most once per process.
  const construct = (env: Record<string, string>) =>
    spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { S3PhotoStorage } = await import(${JSON.stringify(fileURLToPath(new URL('../src/s3-photo-storage.ts', import.meta.url)))});
         new S3PhotoStorage({ region: 'us-east-1', bucket: 'b', endpoint: 'http://127.0.0.1:9' });`,
      ],
      { encoding: 'utf8', env: { ...process.env, ...env } },
    );

  it('makes its client without the SDK notice about future versions needing Node 22', () => {
    const made = construct({});
    expect(made.status).toBe(0);
    expect(made.stderr).not.toMatch(/NodeVersionSupportWarning/);
  });

  it.runIf(Number(process.versions.node.split('.')[0]) < 22)('leaves the notice on when the operator asks for it', () => {
    const made = construct({ AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'false' });
    expect(made.stderr).toMatch(/NodeVersionSupportWarning/);
  });
});
