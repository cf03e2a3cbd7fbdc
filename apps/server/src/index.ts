export { loadConfig, ConfigError, type AppConfig } from './config.js';
export { composeServices, systemClock, type Services, type ComposeOverrides } from './compose.js';
export { createApp } from './app.js';
