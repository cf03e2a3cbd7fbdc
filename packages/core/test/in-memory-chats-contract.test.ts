import { InMemoryChats } from '../src/testing/index.js';
import { describeChatsContract } from '../src/testing/contracts/index.js';

describeChatsContract('in memory', async (fixture) => ({ chats: new InMemoryChats(fixture), close: async () => {} }));
