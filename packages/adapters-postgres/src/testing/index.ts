/**
 * Test databases of this adapter (needs vitest): its own repository and contract tests use them,
 * and `@marketplace/testkit` passes them on to the apps' tests. They live here, not in testkit,
 * because test helpers depend on what they test: testkit depends on this package, never the reverse.
 */
export { createTestDatabase, createPgliteDatabase, testEngine, type TestDatabase, type TestDatabaseOptions, type TestEngine } from './databases.js';
export { holdTransaction } from './hold-transaction.js';
