import { InMemoryChats } from '../src/testing/index.js';
import { describeChatsContract } from '../src/testing/contracts/index.js';

describeChatsContract('in memory', async (fixture) => {
  const chats = new InMemoryChats(fixture);
  return { chats, events: async () => chats.events.map(({ id, ownerId, type, data, at }) => ({ id, ownerId, type, data, at })), close: async () => {} };
});
