import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers the next requests. */
export type FakeOpenAiMode = 'translate' | 'fail' | 'slow' | 'malformed';

export interface FakeOpenAi {
  /** http://127.0.0.1:PORT/v1, the base of TRANSLATOR_OPENAI_BASE_URL. */
  readonly baseUrl: string;
  /** Every chat completion request received: the texts and the target language name. */
  readonly requests: { texts: string[]; to: string; authorization: string | undefined }[];
  mode: FakeOpenAiMode;
  close(): Promise<void>;
}

const NAMES: Record<string, string> = {
  English: 'en', Russian: 'ru', Romanian: 'ro', German: 'de', Ukrainian: 'uk', Hungarian: 'hu', Bulgarian: 'bg', 'Serbian (Latin script)': 'sr',
};

/** Words the fake knows; everything else is marked `[xx] text`, so tests see what was translated. */
const DICTIONARY: Record<string, Record<string, string>> = {
  Bicikl: { de: 'Fahrrad', en: 'Bicycle' },
};

export function fakeTranslation(text: string, to: string): string {
  const known = Object.entries(DICTIONARY).reduce((t, [word, byLang]) => (byLang[to] ? t.replaceAll(word, byLang[to]) : t), text);
  return `[${to}] ${known}`;
}

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString()));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

/**
 * A local stand-in for an OpenAI-compatible chat completions API (loopback only): it "translates"
 * with `fakeTranslation`, records requests, and can fail, hang or answer nonsense on demand.
 */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  const sockets = new Set<Socket>();
  const fake = { mode: 'translate' as FakeOpenAiMode };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const request = JSON.parse(await body(req)) as { messages: { role: string; content: string }[] };
      const system = request.messages.find((m) => m.role === 'system')?.content ?? '';
      const to = NAMES[/ into (.+?)\. /.exec(system)?.[1] ?? ''] ?? '??';
      const texts = (JSON.parse(request.messages.find((m) => m.role === 'user')?.content ?? '{}') as { texts: string[] }).texts;
      requests.push({ texts, to, authorization: req.headers.authorization });
      if (fake.mode === 'slow') return; // never answers; the client's timeout must end it
      if (fake.mode === 'fail') {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"down"}}');
        return;
      }
      const content = fake.mode === 'malformed' ? 'Sure! Here you go.' : JSON.stringify({ translations: texts.map((t) => fakeTranslation(t, to)) });
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    })();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
