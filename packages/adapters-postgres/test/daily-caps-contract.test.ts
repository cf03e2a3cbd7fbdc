import { randomUUID } from 'node:crypto';
import { describeDailyCapsContract } from '@marketplace/core/contracts';
import { DrizzleDailyCaps, loadSeedData, type Database } from '../src/index.js';
import { createPgliteDatabase, createTestDatabase } from '../src/testing/index.js';

/** A counter row belongs to a user (a foreign key): each case gets a user of its own. */
const aUser = (database: Database) => async () => {
  const id = randomUUID();
  await loadSeedData(database, { users: [{ id, firstName: 'Cap', business: null }] });
  return id;
};

describeDailyCapsContract('PostgreSQL', async () => {
  const test = await createTestDatabase();
  return { caps: new DrizzleDailyCaps(test.database), aUser: aUser(test.database), close: () => test.drop() };
});

describeDailyCapsContract('PGlite', async () => {
  const database = await createPgliteDatabase();
  return { caps: new DrizzleDailyCaps(database), aUser: aUser(database), close: () => database.close() };
});
