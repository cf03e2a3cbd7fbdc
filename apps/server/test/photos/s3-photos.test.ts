import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { readFileSync } from 'node:fs';
import { GotPhotoFetcher } from '@marketplace/adapters-photos';
import { S3PhotoStorage } from '@marketplace/adapters-photos/s3';
import { HOUR_MS, type UploadedPhoto } from '@marketplace/core';
import { startTestHttpsServer, startTestS3Server, type TestHttpsServer, type TestS3Server } from '@marketplace/testkit';
import { ConfigError, loadConfig } from '../../src/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { issueKey } from '../support/api-keys.js';
import { ownerMarketplace } from '../owner/support/marketplace.js';
import { call } from '../owner/support/owner-http.js';

/**
 * Photos in an S3-compatible store (PHOTO_STORE=s3): the configuration, and through HTTP an
 * upload from a loopback HTTPS source stored in a real S3 server (s3rver) on loopback, served
 * back at /photos/<key> from the bucket, cleaned up from it, and 503 while the store is down.
 */

describe('configuration of the photo store', () => {
  const s3 = { PHOTO_STORE: 's3', S3_BUCKET: 'marketplace-photos' };
  const failure = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('keeps photos in a local directory by default', () => {
    expect(loadConfig({}).photos).toEqual({ store: 'local', directory: '.data/photos' });
    expect(loadConfig({ DATA_DIR: '/srv', PHOTO_DIR: '/srv/images' }).photos).toEqual({ store: 'local', directory: '/srv/images' });
  });

  it('reads every S3 variable', () => {
    const config = loadConfig({
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'marketplace',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.photos).toEqual({
      store: 's3',
      bucket: 'marketplace-photos',
      region: 'eu-central-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'marketplace', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('defaults to AWS S3 in us-east-1 with virtual-hosted buckets and the SDK credential chain', () => {
    expect(loadConfig(s3).photos).toEqual({
      store: 's3',
      bucket: 'marketplace-photos',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ PHOTO_STORE: 'gcs' }, 'PHOTO_STORE'],
    [{ PHOTO_STORE: 's3' }, 'S3_BUCKET: required when PHOTO_STORE=s3'],
    [{ ...s3, S3_BUCKET: 'Photos_Bucket' }, 'S3_BUCKET'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_ENDPOINT: 'ftp://minio:9000' }, 'S3_ENDPOINT'],
    [{ ...s3, S3_REGION: 'eu west 1' }, 'S3_REGION'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'marketplace' }, 'S3_SECRET_ACCESS_KEY'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: 'secret' }, 'S3_ACCESS_KEY_ID'],
  ])('refuses %o, naming %s', (env, named) => {
    expect(failure(env)).toMatch(new RegExp(`^invalid configuration: ${named}`));
  });
});

describe('photos in S3 through HTTP', () => {
  const market = ownerMarketplace();
  let s3: TestS3Server;
  let source: TestHttpsServer;
  let app: TestApp;
  let bucket: S3PhotoStorage;
  let key: string;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    source = await startTestHttpsServer();
    const jpeg = readFileSync(new URL('./fixtures/gps-800x600.jpg', import.meta.url));
    source.route('/photo.jpg', (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    const photoFetcher = new GotPhotoFetcher({
      testOnly: { allowLoopback: true, certificateAuthority: source.ca, defaultPort: source.port },
    });
    app = await startTestApp(market.data, { photoFetcher, env: s3.env });
    key = await issueKey(app.services.database, market.users.owner.id);
    // The bucket as another replica sees it.
    bucket = new S3PhotoStorage({ endpoint: s3.endpoint, region: s3.region, bucket: s3.bucket, credentials: s3.credentials, forcePathStyle: true });
  });
  afterAll(async () => {
    bucket?.close();
    await app?.close();
    await source?.close();
    await s3?.close();
  });

  const upload = () => call<UploadedPhoto>(app, 'POST', '/my/photos:from-url', { key, json: { url: 'https://localhost/photo.jpg' } });
  const keyOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const served = (url: string) => app.get(new URL(url).pathname);

  it('stores an upload in the bucket and serves it back from there', async () => {
    const answer = await upload();
    expect(answer.status).toBe(200);
    const inBucket = (await bucket.get(keyOf(answer.body.url)))._unsafeUnwrap();
    expect(inBucket?.contentType).toBe('image/jpeg');
    const thumbnail = (await bucket.get(keyOf(answer.body.thumbnail_url)))._unsafeUnwrap();
    expect(thumbnail?.contentType).toBe('image/webp');

    const image = await served(answer.body.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.equals(Buffer.from(inBucket!.bytes))).toBe(true);
    expect(bytes.includes('PhoneMaker')).toBe(false);
  });

  it('serves an object another replica put into the bucket, and 404 for an absent one', async () => {
    await bucket.put('put-by-another-replica.png', { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' });
    const image = await app.get('/photos/put-by-another-replica.png');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    expect((await app.get('/photos/never-stored.jpg')).status).toBe(404);
  });

  it('removes unused photos from the bucket', async () => {
    const unused = (await upload()).body;
    app.clock.advance(25 * HOUR_MS);
    expect((await app.services.deleteUnusedPhotos()).isOk()).toBe(true);
    expect((await bucket.get(keyOf(unused.url)))._unsafeUnwrap()).toBeNull();
    expect((await bucket.get(keyOf(unused.thumbnail_url)))._unsafeUnwrap()).toBeNull();
    expect((await served(unused.url)).status).toBe(404);
  });

  it('answers 503 unavailable for a photo while the store is down', async () => {
    // A store and a server of its own to stop: the other tests keep using theirs.
    const ownS3 = await startTestS3Server();
    const own = await startTestApp(market.data, { env: ownS3.env });
    onTestFinished(() => own.close());
    await own.services.photoStorage.put('in-the-bucket.png', { bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47]), contentType: 'image/png' });
    expect((await own.get('/photos/in-the-bucket.png')).status).toBe(200);
    await ownS3.close();
    const answer = await own.get('/photos/in-the-bucket.png');
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('unavailable');
  });
});
