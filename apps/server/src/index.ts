export { loadConfig, ConfigError, ENV_VARIABLES, type AppConfig } from './config.js';
export { composeServices, photoStore, systemClock, type Services, type ComposeOverrides } from './compose.js';
export { createApp, type AppOptions } from './app.js';
export { createHttpServer, protocolErrorOf, MAX_HEADER_BYTES } from './http-server.js';
export { createLogger, type Logger } from './operations/logger.js';
export { registry, rateLimitRejectionsTotal, translatorCallsTotal, countTranslatorCalls } from './operations/metrics.js';
export type { Lifecycle } from './operations/health.js';
export { startPhotoCleanup, PHOTO_CLEANUP_INTERVAL_MS } from './photo-cleanup.js';
export { startNotificationDrainer, NOTIFICATION_PRUNE_INTERVAL_MS } from './notification-drainer.js';
export { DataDirLockedError, lockDataDir, readLockHolder, type DataDirLock, type LockHolder } from './embedded/data-dir-lock.js';
export { listBackups, restoreBackup, takeBackup, backupsDir, pgliteDir, type BackupFile } from './embedded/backups.js';
export {
  CommandError,
  settle,
  runOperatorCommand,
  NOTIFICATION_STATUSES,
  type OperatorContext,
  type OperatorCommandName,
  type OperatorArgs,
  type OperatorResult,
  type UserWire,
  type NotificationWire,
} from './operator/commands.js';
export { callOperator, operatorPaths } from './operator/endpoint.js';
