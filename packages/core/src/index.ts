/**
 * @marketplace/core: the marketplace's domain. Pure: no I/O, no clock, no environment.
 * Use cases take their ports and return neverthrow results with the spec's error codes.
 */
export * from './domain/errors.js';
export * from './domain/language.js';
export * from './domain/money.js';
export * from './domain/geo.js';
export * from './domain/text.js';
export * from './domain/search-text.js';
export * from './domain/serbian-script.js';
export * from './domain/category.js';
export * from './domain/category-tree.js';
export * from './domain/links.js';
export * from './domain/seller.js';
export * from './domain/advert.js';

export type { Clock } from './ports/clock.js';
export { translateWhereNeeded, untranslated, type ForeignText, type Translator } from './ports/translator.js';
export type * from './ports/public-reads.js';

export * from './schemas/common.js';
export * from './schemas/public-reads.js';
export { parseInput } from './schemas/parse.js';

export type { ReadContext } from './use-cases/context.js';
export { localizeTexts, translateTexts } from './presenters/localize.js';
export { extendPresented, extensionOf, type Extension } from './presenters/extended.js';
export { makeSearchAdverts, mergeSearchPages, SEARCH_ORDER, type SearchAdvertsDeps, type SearchAdvertsError } from './use-cases/search-adverts.js';
export { makeGetAdvert, type GetAdvertDeps, type GetAdvertError } from './use-cases/get-advert.js';
export { makeGetCategories, type GetCategoriesDeps, type GetCategoriesError } from './use-cases/get-categories.js';
export { makeGetCategory, type GetCategoryDeps, type GetCategoryError } from './use-cases/get-category.js';
export { makeGetStorefront, type GetStorefrontDeps, type GetStorefrontError } from './use-cases/get-storefront.js';

export * from './domain/api-key.js';
export type { ApiKeyLookup } from './ports/api-keys.js';
export {
  makeAuthenticate,
  requireScope,
  unauthorized,
  type AuthenticateDeps,
  type AuthenticateError,
  type InvalidApiKey,
  type ScopeRequired,
  type Unauthorized,
} from './use-cases/authenticate.js';

// Owner operations (API key required)
export * from './domain/plan.js';
export * from './domain/time.js';
export * from './domain/bump.js';
export * from './domain/price-rule.js';
export type * from './ports/owner-adverts.js';
export * from './schemas/owner-adverts.js';
export type { OwnerContext } from './use-cases/owner/context.js';
export { makeMe, type MeDeps } from './use-cases/owner/me.js';
export { makeMyAdverts, type MyAdvertsDeps } from './use-cases/owner/my-adverts.js';
export { makeUpdateAdverts, type UpdateAdvertsDeps, type CurrencyRequired } from './use-cases/owner/update-adverts.js';
export { makeBumpAdverts, type BumpAdvertsDeps } from './use-cases/owner/bump-adverts.js';
export {
  makeArchiveAdvert,
  makeRestoreAdvert,
  type AdvertHasDeal,
  type ArchiveRestoreDeps,
} from './use-cases/owner/archive-restore.js';
export { MAX_FAILURES_SHOWN, type AdvertFailure } from './use-cases/owner/selection.js';

// Operator use cases (CLI): users, plans, keys
export type * from './ports/accounts.js';
export * from './schemas/accounts.js';
export { makeAccountAdmin, type AccountAdmin, type AccountsDeps } from './use-cases/accounts/account-admin.js';
export type { AccountOperationError } from './use-cases/accounts/find-user.js';
export { makeCreateUser, type CreateUserDeps, type EmailTaken } from './use-cases/accounts/create-user.js';
export { makeSetPlan, type SetPlanDeps } from './use-cases/accounts/set-plan.js';
export { makeSetBlocked, type SetBlockedDeps } from './use-cases/accounts/set-blocked.js';
export { makeCreateKey, type CreateKeyDeps, type CreatedKey, type KeyLimitReached } from './use-cases/accounts/create-key.js';
export { makeListKeys, type ListKeysDeps } from './use-cases/accounts/list-keys.js';
export { makeRevokeKey, type RevokeKeyDeps } from './use-cases/accounts/revoke-key.js';
export * from './domain/daily-cap.js';
export type { DailyCaps } from './ports/daily-caps.js';
// Request rate limits (REST and MCP)
export * from './domain/rate-limit.js';
export type { RateLimiter } from './ports/rate-limiter.js';
export { makeAdmitRequest, type AdmitRequestDeps, type AdmitRequestError, type Admission } from './use-cases/admit-request.js';
// Idempotency-Key of owner writes
export * from './domain/idempotency.js';
export type { IdempotencyRecords } from './ports/idempotency.js';

// Drafts
export * from './domain/draft.js';
export type * from './ports/drafts.js';
export * from './schemas/drafts.js';
export { makeListDrafts, type ListDraftsDeps } from './use-cases/drafts/list-drafts.js';
export { makeCreateDraft, DEFAULT_DRAFT_CURRENCY, type CreateDraftDeps } from './use-cases/drafts/create-draft.js';
export { makeUpdateDraft, type UpdateDraftDeps } from './use-cases/drafts/update-draft.js';
export { makePublishDraft, type PublishDraftDeps, type PublishDraftError, type DraftIncomplete } from './use-cases/drafts/publish-draft.js';
export { photoKeyOf } from './use-cases/drafts/draft-content.js';

// Photos
export * from './domain/photo.js';
export type * from './ports/photos.js';
export * from './schemas/photos.js';
export { makeUploadPhotoFromUrl, type UploadPhotoDeps, type UploadPhotoFromUrlError } from './use-cases/photos/upload-photo.js';
export { makeDeleteUnusedPhotos, type DeleteUnusedPhotosDeps } from './use-cases/photos/delete-unused-photos.js';
export { unconfiguredRecognizer, type Recognizer, type RecognitionRequest, type Recognition, type RecognitionImage, type LeafCategory, type NotConfigured } from './ports/recognizer.js';
export { makeFillFromPhotos, type FillFromPhotosDeps, type FillFromPhotosError } from './use-cases/photos/fill-from-photos.js';

// Chats (API key required)
export * from './domain/chat.js';
export type * from './ports/chats.js';
export * from './schemas/chats.js';
export { makeListChats, type ListChatsDeps } from './use-cases/chats/list-chats.js';
export { makeGetChat, type GetChatDeps } from './use-cases/chats/get-chat.js';
export { makeSendMessage, type SendMessageDeps } from './use-cases/chats/send-message.js';
export { makeMarkChatRead, type MarkChatReadDeps } from './use-cases/chats/mark-chat-read.js';

// Price-drop notifications: the outbox drainer and its ports
export * from './domain/notification.js';
export type * from './ports/notifications.js';
export { makeDrainOutbox, type DrainOutboxDeps, type DrainReport } from './use-cases/notifications/drain-outbox.js';
export { makePruneNotifications, type PruneNotificationsDeps } from './use-cases/notifications/prune-notifications.js';
export type { ReadingLanguages } from './ports/reading-languages.js';

// The owner event log, its feed and webhooks (issue 26)
export * from './domain/owner-event.js';
export * from './domain/webhook.js';
export type * from './ports/owner-events.js';
export type * from './ports/webhooks.js';
export * from './schemas/owner-events.js';
export { makeListEvents, presentEvent, type ListEventsDeps, type CursorExpired } from './use-cases/events/list-events.js';
export { makeCreateWebhook, type CreateWebhookDeps } from './use-cases/events/create-webhook.js';
export { makeUpdateWebhook, type UpdateWebhookDeps } from './use-cases/events/update-webhook.js';
export { makeListWebhooks } from './use-cases/events/list-webhooks.js';
export { makeDeleteWebhook } from './use-cases/events/delete-webhook.js';
export { makeTestWebhook, type TestWebhookDeps } from './use-cases/events/test-webhook.js';
export { makeRotateWebhookSecret, type RotateWebhookSecretDeps } from './use-cases/events/rotate-webhook-secret.js';
export { makeListWebhookDeliveries, makeRetryWebhookDelivery } from './use-cases/events/webhook-deliveries.js';
export type { WebhookLimitReached } from './use-cases/events/webhook-views.js';
export { makeDrainWebhooks, deliveryBody, type DrainWebhooksDeps, type WebhookDrainReport } from './use-cases/events/drain-webhooks.js';
export { makePruneEvents } from './use-cases/events/prune-events.js';
