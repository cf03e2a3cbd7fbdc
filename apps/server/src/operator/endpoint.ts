import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LockHolder } from '../embedded/data-dir-lock.js';
import type { Logger } from '../operations/logger.js';
import { CommandError, operatorCommands, runOperatorCommand, type OperatorCommandName, type OperatorContext, type OperatorResult } from './commands.js';

/**
 * The operator endpoint of a server on the embedded database (decision 0049): while it holds
 * DATA_DIR, `pnpm cli …` runs its commands here instead of opening PGlite a second time. It
 * listens on a Unix socket in DATA_DIR (or, where that path is too long for a socket, on
 * 127.0.0.1 at a free port) and takes only requests bearing the secret of DATA_DIR/operator.secret,
 * a file only its owner can read (0600), written anew at each start. Not for PostgreSQL, where the
 * CLI opens the database beside the service.
 */
export const operatorPaths = (dataDir: string) => ({ socket: join(dataDir, 'operator.sock'), secret: join(dataDir, 'operator.secret') });

/** Unix socket paths longer than this do not fit sockaddr_un on every platform. */
const MAX_SOCKET_PATH_BYTES = 100;
const MAX_BODY_BYTES = 64 * 1024;

export interface OperatorEndpoint {
  readonly address: NonNullable<LockHolder['operator']>;
  close(): Promise<void>;
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts the endpoint (once the database is migrated). Each command is logged with its name and
 * outcome, never its arguments (a key's name, an email).
 */
export async function startOperatorEndpoint(
  dataDir: string,
  context: OperatorContext,
  logger: Logger,
): Promise<OperatorEndpoint> {
  const paths = operatorPaths(dataDir);
  const secret = randomBytes(32).toString('base64url');
  await rm(paths.secret, { force: true });
  await writeFile(paths.secret, `${secret}\n`, { mode: 0o600 });
  await chmod(paths.secret, 0o600);
  const expected = Buffer.from(`Bearer ${secret}`);

  const server: Server = createServer((req, res) => {
    void (async () => {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return send(res, 401, { error: { code: 'unauthorized', message: 'the operator secret of DATA_DIR/operator.secret is required' } });
      }
      const match = /^\/v1\/commands\/([a-z.-]+)$/.exec(req.url ?? '');
      const name = match?.[1];
      if (!name || !Object.hasOwn(operatorCommands, name)) return send(res, 404, { error: { code: 'not_found', message: `no operator command ${req.url}` } });
      if (req.method !== 'POST') return send(res, 405, { error: { code: 'method_not_allowed', message: 'operator commands are POSTed' } });
      const body = await readBody(req);
      if (body === null) return send(res, 413, { error: { code: 'payload_too_large', message: `the arguments exceed ${MAX_BODY_BYTES} bytes` } });
      let args: unknown;
      try {
        args = JSON.parse(body);
      } catch {
        return send(res, 400, { error: { code: 'invalid_json', message: 'the arguments are not JSON' } });
      }
      const started = performance.now();
      try {
        const result = await runOperatorCommand(context, name as OperatorCommandName, args);
        logger.info({ command: name, ms: Math.round(performance.now() - started) }, 'operator command');
        send(res, 200, { result });
      } catch (error) {
        if (error instanceof CommandError) {
          logger.info({ command: name, error: error.message }, 'operator command refused');
          return send(res, 422, { error: { code: 'command_failed', message: error.message } });
        }
        logger.error({ err: error, command: name }, 'operator command failed');
        send(res, 500, { error: { code: 'internal', message: `the service failed to run ${name}: ${(error as Error).message}` } });
      }
    })();
  });
  server.requestTimeout = 0; // a seed of many adverts takes minutes

  const socketFits = Buffer.byteLength(paths.socket) <= MAX_SOCKET_PATH_BYTES;
  if (socketFits) await rm(paths.socket, { force: true });
  const address = await new Promise<OperatorEndpoint['address']>((resolve, reject) => {
    server.once('error', reject);
    if (socketFits) server.listen(paths.socket, () => resolve({ socket: paths.socket }));
    else server.listen(0, '127.0.0.1', () => resolve({ host: '127.0.0.1', port: (server.address() as AddressInfo).port }));
  });
  if ('socket' in address) await chmod(address.socket, 0o600);
  return {
    address,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => rm(paths.secret, { force: true })),
  };
}

/** Runs `name` on the server that holds DATA_DIR (as `holder` records) and returns its result. */
export async function callOperator<N extends OperatorCommandName>(
  dataDir: string,
  holder: LockHolder & { operator: NonNullable<LockHolder['operator']> },
  name: N,
  args: unknown,
): Promise<OperatorResult<N>> {
  let secret: string;
  try {
    secret = (await readFile(operatorPaths(dataDir).secret, 'utf8')).trim();
  } catch (error) {
    throw new CommandError(
      `the service (pid ${holder.pid}) holds ${dataDir}, but its operator secret cannot be read (${(error as NodeJS.ErrnoException).code}): run the command as the user the service runs as`,
    );
  }
  const body = JSON.stringify(args);
  const target = 'socket' in holder.operator ? { socketPath: holder.operator.socket } : { host: holder.operator.host, port: holder.operator.port };
  const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      { ...target, method: 'POST', path: `/v1/commands/${name}`, headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  }).catch((error: NodeJS.ErrnoException) => {
    const unreached = error.code === 'ECONNREFUSED' || error.code === 'ENOENT';
    throw new CommandError(
      unreached
        ? `the service (pid ${holder.pid}) holds ${dataDir} but does not take commands on its operator endpoint (${error.code}); nothing was changed. If it is stopping, run the command again once it has stopped`
        : `the connection to the service (pid ${holder.pid}) broke during the command (${error.code ?? error.message}): it may or may not have run; look before running it again (e.g. \`keys list\`, \`notifications list\`)`,
    );
  });
  const parsed = JSON.parse(answer.body) as { result?: OperatorResult<N>; error?: { message: string } };
  if (answer.status === 200) return parsed.result as OperatorResult<N>;
  throw new CommandError(parsed.error?.message ?? `the service answered ${answer.status}`);
}
