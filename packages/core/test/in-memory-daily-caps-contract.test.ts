import { InMemoryDailyCaps, testId } from '../src/testing/index.js';
import { describeDailyCapsContract } from '../src/testing/contracts/index.js';

describeDailyCapsContract('in memory', async () => ({ caps: new InMemoryDailyCaps(), aUser: async () => testId(), close: async () => {} }));
