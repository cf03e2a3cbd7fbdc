export { createTestDatabase, createPgliteDatabase, type TestDatabase } from './databases.js';
export { fakeTranslation, startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from './fake-openai.js';
