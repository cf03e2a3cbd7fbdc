export { createTestDatabase, createPgliteDatabase, type TestDatabase } from './databases.js';
