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
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
});

/** Every environment variable the service reads (the deployment lint test checks compose.yaml names them). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as readonly (keyof typeof envSchema.shape)[];

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
  /** How long SIGTERM waits for in-flight requests before exiting anyway. */
  readonly shutdownTimeoutSeconds: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`invalid configuration: ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
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
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
  };
}
