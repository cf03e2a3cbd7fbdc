export { createTestDatabase, createPgliteDatabase, testEngine, type TestDatabase, type TestEngine } from './databases.js';
export { makeTestCertificates, startTestHttpsServer, type TestCertificates, type TestHttpsServer, type TestRoute } from './test-https.js';
export { fakeTranslation, startFakeOpenAi, type FakeOpenAi, type FakeOpenAiMode } from './fake-openai.js';
export { startTestS3Server, type TestS3Server } from './test-s3.js';
export { startTestSmtpServer, type ReceivedMail, type TestSmtpServer } from './test-smtp.js';
