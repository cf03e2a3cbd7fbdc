import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A real HTTPS server on loopback for photo download tests: a throwaway CA and a server
 * certificate for localhost / 127.0.0.1 / ::1 made with the openssl CLI at test time.
 */

export interface TestCertificates {
  readonly ca: string;
  readonly key: string;
  readonly cert: string;
}

/** `extraNames`: more DNS names the certificate is valid for (hosts a test resolver maps to loopback). */
export function makeTestCertificates(extraNames: readonly string[] = []): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'marketplace-tls-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
  try {
    openssl('req', '-x509', ...ec, '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '2', '-subj', '/CN=Marketplace Test CA',
      '-addext', 'basicConstraints=critical,CA:TRUE', '-addext', 'keyUsage=critical,keyCertSign,cRLSign');
    openssl('req', ...ec, '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
    const names = ['localhost', ...extraNames].map((name) => `DNS:${name}`).join(',');
    writeFileSync(join(dir, 'ext.cnf'), `subjectAltName=${names},IP:127.0.0.1,IP:::1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n`);
    openssl('x509', '-req', '-in', 'server.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'server.pem',
      '-days', '2', '-extfile', 'ext.cnf');
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    return { ca: read('ca.pem'), key: read('server.key'), cert: read('server.pem') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type TestRoute = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestHttpsServer {
  readonly port: number;
  readonly ca: string;
  /** `https://localhost:PORT` */
  readonly origin: string;
  /** Paths requested so far, in order. */
  readonly requests: string[];
  route(path: string, handler: TestRoute): void;
  close(): Promise<void>;
}

export async function startTestHttpsServer(certificates: TestCertificates = makeTestCertificates()): Promise<TestHttpsServer> {
  const routes = new Map<string, TestRoute>();
  const requests: string[] = [];
  const server: Server = createServer({ key: certificates.key, cert: certificates.cert }, (request, response) => {
    requests.push(request.url ?? '');
    const handler = routes.get((request.url ?? '').split('?')[0] ?? '');
    if (handler) handler(request, response);
    else response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    ca: certificates.ca,
    origin: `https://localhost:${port}`,
    requests,
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
