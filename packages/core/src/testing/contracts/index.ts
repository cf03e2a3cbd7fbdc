/** Contract tests for implementations of the core's ports (needs vitest). */
export {
  describePublicReadsContract,
  type PublicReadHarness,
  type PublicReadPorts,
} from './public-reads.contract.js';
export { A, C, S, PLACES, publicReadsFixture } from './public-reads-fixture.js';
export { CHAT_PEOPLE, CHATS_FIXTURE, describeChatsContract, type ChatsHarness } from './chats.contract.js';
export {
  describeNotificationOutboxContract,
  OUTBOX_FIXTURE,
  type OutboxAdvertFixture,
  type OutboxFixture,
  type OutboxHarness,
} from './notification-outbox.contract.js';
export { describeDailyCapsContract, type DailyCapsHarness } from './daily-caps.contract.js';
export {
  describeOwnerAdvertsContract,
  OWNER_ADVERTS_FIXTURE,
  type OwnerAdvertsHarness,
  type QueuedPriceDrop,
} from './owner-adverts.contract.js';
export {
  describeDraftsContract,
  DRAFTS_FIXTURE,
  type DraftsFixture,
  type DraftsHarness,
  type PublishedAdvertFacts,
} from './drafts.contract.js';
export { describePhotoStorageContract, type PhotoStorageHarness } from './photo-storage.contract.js';
export { describeRateLimiterContract } from './rate-limiter.contract.js';
export type { CommittedChatEvent, CommittedEvent } from './committed-events.js';
