import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real S3-compatible HTTP server on loopback (s3rver, objects in a temporary directory) with
 * one bucket, for the photo storage tests. s3rver accepts any credentials and checks signatures
 * against its own fixed key, so clients use `credentials`.
 */
export interface TestS3Server {
  /** `http://127.0.0.1:PORT` */
  readonly endpoint: string;
  readonly port: number;
  readonly region: string;
  readonly bucket: string;
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** The environment of the app for this server (PHOTO_STORE=s3 and S3_*). */
  readonly env: Readonly<Record<string, string>>;
  /** Stops listening and deletes the objects. */
  close(): Promise<void>;
}

export async function startTestS3Server(bucket = 'marketplace-photos'): Promise<TestS3Server> {
  // Loaded on demand: most suites importing the testkit never start one.
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'marketplace-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  let closed = false;
  return {
    endpoint,
    port,
    region: 'us-east-1',
    bucket,
    credentials,
    env: {
      PHOTO_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
