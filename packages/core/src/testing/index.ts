/** Test support for teams that build on the core: in-memory ports, a fixed clock, data builders. */
export { InMemoryMarketplace } from './in-memory-marketplace.js';
export { FixedClock } from './clock.js';
export { aCategory, aSearchQuery, aSeller, anAdvert, testId, titlesIn } from './mothers.js';
export { summarizeReviews } from './fixtures.js';
export type {
  AdvertFixture,
  AdvertTextFixture,
  BusinessFixture,
  CategoryFixture,
  DealFixture,
  MarketplaceFixture,
  ReviewFixture,
  SellerFixture,
} from './fixtures.js';
export { InMemoryOwnerAdverts, anOwnAdvert } from './in-memory-owner-adverts.js';
export type {
  BumpEntry,
  OutboxEntry,
  OwnAdvertFixture,
  OwnerAdvertsFixture,
  OwnerFixture,
} from './in-memory-owner-adverts.js';
export { InMemoryDailyCaps } from './in-memory-daily-caps.js';
export { InMemoryRateLimiter } from './in-memory-rate-limiter.js';
export { InMemoryDrafts, InMemoryPhotoStorage } from './in-memory-drafts.js';
export type { DraftOwnerFixture, DraftCategoryFixture, PhotoFixture } from './in-memory-drafts.js';
export { InMemoryChats, type ChatFixture, type ChatMemberFixture } from './in-memory-chats.js';
export { InMemoryNotificationOutbox, type PriceDropFixture } from './in-memory-notification-outbox.js';
