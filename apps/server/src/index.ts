export { loadConfig, ConfigError, type AppConfig } from './config.js';
export { composeServices, systemClock, type Services, type ComposeOverrides } from './compose.js';
export { createApp } from './app.js';
export { startPhotoCleanup, PHOTO_CLEANUP_INTERVAL_MS } from './photo-cleanup.js';
