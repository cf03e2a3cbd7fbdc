import { z } from 'zod';

/** The environment, parsed once at start. An invalid variable stops the start, named. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_BASE_URL: z.url().optional(),
  WEB_BASE_URL: z.url().default('https://marketplace.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  SEED_ADVERTS: z.coerce.number().int().min(0).max(2_000_000).default(2000),
  // Machine translation: providers in order of preference, each tried for the pairs it has.
  TRANSLATOR: z
    .string()
    .regex(/^(auto|none|(apertium|openai)(,(apertium|openai))*)$/, 'must be auto, none, or a list of apertium and openai')
    .default('auto'),
  APERTIUM_URL: z.url().optional(),
  TRANSLATOR_OPENAI_BASE_URL: z.url().optional(),
  TRANSLATOR_OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  TRANSLATOR_OPENAI_API_KEY: z.string().min(1).optional(),
  TRANSLATOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  TRANSLATOR_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  TRANSLATOR_BREAKER_HALF_OPEN_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
});

/** Machine translation settings; an empty provider list means texts are shown as written. */
export interface TranslatorConfig {
  readonly providers: readonly ('apertium' | 'openai')[];
  readonly apertiumUrl: string | undefined;
  readonly openai: { readonly baseUrl: string; readonly model: string; readonly apiKey: string | undefined } | undefined;
  readonly timeoutMs: number;
  readonly breakerFailures: number;
  readonly breakerHalfOpenMs: number;
}

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
  readonly publicBaseUrl: string;
  readonly webBaseUrl: string;
  readonly logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  readonly databasePoolSize: number;
  readonly seedAdverts: number;
  readonly translator: TranslatorConfig;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const configured = [...(e.APERTIUM_URL ? ['apertium' as const] : []), ...(e.TRANSLATOR_OPENAI_BASE_URL ? ['openai' as const] : [])];
  const providers =
    e.TRANSLATOR === 'auto' ? configured : e.TRANSLATOR === 'none' ? [] : (e.TRANSLATOR.split(',') as ('apertium' | 'openai')[]);
  if (providers.includes('apertium') && !e.APERTIUM_URL) {
    throw new ConfigError('invalid configuration: APERTIUM_URL: required when TRANSLATOR names apertium');
  }
  if (providers.includes('openai') && !e.TRANSLATOR_OPENAI_BASE_URL) {
    throw new ConfigError('invalid configuration: TRANSLATOR_OPENAI_BASE_URL: required when TRANSLATOR names openai');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`,
    webBaseUrl: e.WEB_BASE_URL,
    logLevel: e.LOG_LEVEL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedAdverts: e.SEED_ADVERTS,
    translator: {
      providers: [...new Set(providers)],
      apertiumUrl: e.APERTIUM_URL,
      openai: e.TRANSLATOR_OPENAI_BASE_URL
        ? { baseUrl: e.TRANSLATOR_OPENAI_BASE_URL, model: e.TRANSLATOR_OPENAI_MODEL, apiKey: e.TRANSLATOR_OPENAI_API_KEY }
        : undefined,
      timeoutMs: e.TRANSLATOR_TIMEOUT_MS,
      breakerFailures: e.TRANSLATOR_BREAKER_FAILURES,
      breakerHalfOpenMs: e.TRANSLATOR_BREAKER_HALF_OPEN_MS,
    },
  };
}
