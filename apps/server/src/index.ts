export { loadConfig, ConfigError, ENV_VARIABLES, type AppConfig } from './config.js';
export { composeServices, photoStore, systemClock, type Services, type ComposeOverrides } from './compose.js';
export { createApp, type AppOptions } from './app.js';
export { createHttpServer, protocolErrorOf, MAX_HEADER_BYTES } from './http-server.js';
export { createLogger, type Logger } from './operations/logger.js';
export { registry, rateLimitRejectionsTotal, translatorCallsTotal, countTranslatorCalls } from './operations/metrics.js';
export type { Lifecycle } from './operations/health.js';
export { startPhotoCleanup, PHOTO_CLEANUP_INTERVAL_MS } from './photo-cleanup.js';
export { startNotificationDrainer, NOTIFICATION_PRUNE_INTERVAL_MS } from './notification-drainer.js';
