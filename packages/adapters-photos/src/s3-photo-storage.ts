import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { ResultAsync } from 'neverthrow';
import { unavailable, type PhotoStorage, type StoredObject, type Unavailable } from '@marketplace/core';
import { contentTypeOfKey, isPhotoKey } from './photo-keys.js';

export interface S3PhotoStorageOptions {
  readonly bucket: string;
  /** An S3-compatible service (MinIO, Ceph, R2, …); unset: AWS S3 of the region. */
  readonly endpoint?: string;
  readonly region: string;
  /** Unset: the SDK's default chain (AWS_* variables, shared config, container or instance role). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** `http://host/bucket/key` instead of `http://bucket.host/key` (MinIO and most self-hosted stores). */
  readonly forcePathStyle?: boolean;
  /** The longest one operation may take, retries included. */
  readonly timeoutMs?: number;
  /** Attempts per operation (the first one included); the SDK backs off between them. */
  readonly maxAttempts?: number;
}

/** Stored photos never change under their key (a new photo gets a new id). */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Socket errors and SDK timeouts: the store is unreachable or too slow, not a bug here. */
const OUTAGE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const OUTAGE_NAMES = new Set(['TimeoutError', 'AbortError', 'RequestTimeout', 'CredentialsProviderError']);

/**
 * Photos as objects in one bucket of an S3-compatible store, shared by every process. Keys are
 * the service's own; each photo is written once (with its type and an immutable Cache-Control)
 * and read back whole. Whatever the store answers with an error (5xx, a refused key, a missing
 * bucket) and every network failure or timeout is `unavailable`; only an absent object is null.
 */
export class S3PhotoStorage implements PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly timeoutMs: number;

  constructor(options: S3PhotoStorageOptions) {
    this.bucket = options.bucket;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    // The SDK warns on Node < 22 that versions published after January 2027 will need Node 22.
    // The version this package pins (exact, engines node >=20) runs on Node 20, and an upgrade
    // is a deliberate change of that pin, so the notice says nothing to an operator. The SDK's
    // own switch turns it off, unless the operator has set it either way.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.credentials ? { credentials: { ...options.credentials } } : {}),
      forcePathStyle: options.forcePathStyle ?? false,
      maxAttempts: options.maxAttempts ?? 2,
      // Connect and idle-socket limits per attempt; the abort signal below bounds the whole call.
      requestHandler: { connectionTimeout: Math.min(this.timeoutMs, 3_000), requestTimeout: this.timeoutMs },
      // Checksums only where S3 requires them: self-hosted stores differ in the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  put(key: string, object: StoredObject): ResultAsync<void, Unavailable> {
    this.checkKey(key);
    return this.call(async (abortSignal) => {
      const command = new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: object.bytes,
        ContentLength: object.bytes.byteLength,
        ContentType: object.contentType,
        CacheControl: CACHE_CONTROL,
      });
      await this.client.send(command, { abortSignal });
    });
  }

  get(key: string): ResultAsync<StoredObject | null, Unavailable> {
    if (!isPhotoKey(key)) return ResultAsync.fromSafePromise(Promise.resolve(null));
    return this.call(async (abortSignal) => {
      try {
        const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        if (!answer.Body) throw new Error('the store answered without a body');
        const bytes = await answer.Body.transformToByteArray();
        return { bytes, contentType: answer.ContentType ?? contentTypeOfKey(key) };
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    });
  }

  remove(key: string): ResultAsync<void, Unavailable> {
    this.checkKey(key);
    return this.call(async (abortSignal) => {
      try {
        // S3 answers 204 for an absent key; some compatible stores answer NoSuchKey.
        await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
      } catch (error) {
        if (!isAbsent(error)) throw error;
      }
    });
  }

  /** Stops the client's sockets (tests; a process exits without it). */
  close(): void {
    this.client.destroy();
  }

  /** A key the service did not make is a bug of the caller, not a storage failure. */
  private checkKey(key: string): void {
    if (!isPhotoKey(key)) throw new Error(`not a photo key: ${key}`);
  }

  /** One operation under one deadline; outages become `unavailable`, anything else still throws. */
  private call<T>(operation: (abortSignal: AbortSignal) => Promise<T>): ResultAsync<T, Unavailable> {
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const run = async (): Promise<T> => operation(deadline);
    return ResultAsync.fromPromise(run(), (error) => {
      if (deadline.aborted) return unavailable(`photo storage failed: no answer within ${this.timeoutMs} ms`);
      if (!isOutage(error)) throw error;
      return unavailable(`photo storage failed: ${reasonOf(error)}`);
    });
  }
}

/** No such object (a missing bucket is a misconfiguration, not an absent photo). */
function isAbsent(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

function isOutage(error: unknown): boolean {
  // The store answered with an error (5xx, 403, a missing bucket): an outage of the store for us.
  if (error instanceof S3ServiceException) return true;
  for (let e = error; e instanceof Error; e = e.cause) {
    if (OUTAGE_NAMES.has(e.name)) return true;
    const code = (e as NodeJS.ErrnoException).code;
    if (code && OUTAGE_CODES.has(code)) return true;
  }
  return false;
}

function reasonOf(error: unknown): string {
  if (error instanceof S3ServiceException) return `${error.name} (HTTP ${error.$metadata.httpStatusCode ?? '?'})`;
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error as Error).message;
}
