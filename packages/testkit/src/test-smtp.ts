import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the loopback SMTP server accepted, parsed. */
export interface ReceivedMail {
  readonly messageId: string;
  readonly to: string;
  readonly from: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: ReadonlyMap<string, unknown>;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no auth; the port stays the same across stop/start). */
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** Stops listening (connections are refused) until `start` is called again. */
  stop(): Promise<void>;
  /** Listens again on the same port (nothing happens when it already listens). */
  start(): Promise<void>;
  /** Answers every RCPT TO with this SMTP error (e.g. 451 or 550) until called with null. */
  refuseRecipients(code: number | null): void;
  /** Takes this long to accept each message (a slow server, to stop a sender mid-batch). */
  slowDown(ms: number): void;
  /** Waits until `count` messages have arrived (or throws after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback (`smtp-server` from the Nodemailer project) that keeps every
 * message it accepts, parsed by `mailparser`. For the notifier's tests: never a mocked transport.
 */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let refuseWith: number | null = null;
  let delayMs = 0;
  let server: SMTPServer | null = null;
  let boundPort = port;

  const build = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Closing waits this long for open (pooled) connections before cutting them.
      closeTimeout: 200,
      onRcptTo(_address, _session, callback) {
        if (refuseWith === null) return callback();
        const error = Object.assign(new Error(refuseWith >= 500 ? 'no such mailbox' : 'try again later'), { responseCode: refuseWith });
        return callback(error);
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          async (mail) => {
            if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
            received.push({
              messageId: mail.messageId ?? '',
              to: Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? ''),
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              headers: mail.headers,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const next = build();
      next.on('error', () => {});
      next.server.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => {
        const address = next.server.address();
        if (typeof address === 'object' && address) boundPort = address.port;
        server = next;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  await start();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    received,
    stop,
    start,
    refuseRecipients: (code) => {
      refuseWith = code;
    },
    slowDown: (ms) => {
      delayMs = ms;
    },
    waitFor: async (count, timeoutMs = 20_000) => {
      for (let waited = 0; received.length < count; waited += 50) {
        if (waited > timeoutMs) throw new Error(`expected ${count} messages, got ${received.length} in ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: stop,
  };
}
