// The test databases belong to the adapter they test (@marketplace/adapters-postgres/testing); the apps' tests take them from here.
export { createTestDatabase, createPgliteDatabase, holdTransaction, testEngine, type TestDatabase, type TestEngine } from '@marketplace/adapters-postgres/testing';
export { makeTestCertificates, startTestHttpsServer, type TestCertificates, type TestHttpsServer, type TestRoute } from './test-https.js';
export { fakeTranslation, startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from './fake-openai.js';
export { startTestS3Server, type TestS3Server } from './test-s3.js';
export { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './test-smtp.js';
