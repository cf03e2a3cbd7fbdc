import type { Context } from 'hono';
import type { ResultAsync } from 'neverthrow';
import type {
  AccountSummary,
  Admission,
  AdmitRequestError,
  Advert,
  AdvertStatusResult,
  Clock,
  BumpResult,
  ChatList,
  ChatRead,
  Categories,
  Draft,
  DraftList,
  DomainError,
  IdempotencyRecords,
  Language,
  LinkBases,
  Messages,
  MessageView,
  MyAdverts,
  OwnerContext,
  Principal,
  RateSubject,
  ReadContext,
  SearchResult,
  Storefront,
  UpdateResult,
  UploadedPhoto,
  RecognizedItem,
} from '@marketplace/core';

/** A public read: raw input in (the use case validates it), a wire resource or a coded failure out. */
export type PublicRead<Output> = (raw: unknown, ctx: ReadContext) => ResultAsync<Output, DomainError>;

/** An owner operation: the key's owner in the context; the use case checks scope and input. */
export type OwnerOperation<Output> = (raw: unknown, ctx: OwnerContext) => ResultAsync<Output, DomainError>;

/**
 * What the REST app needs from the composition root. Declared here, not imported from
 * apps/server (apps do not depend on each other); the server's `Services` satisfies it. Failures
 * are typed as any coded DomainError: this layer maps every code, whatever a use case may add.
 */
export interface RestDeps {
  readonly searchAdverts: PublicRead<SearchResult>;
  readonly getAdvert: PublicRead<Advert>;
  readonly getCategories: PublicRead<Categories>;
  readonly getStorefront: PublicRead<Storefront>;
  readonly me: OwnerOperation<AccountSummary>;
  readonly myAdverts: OwnerOperation<MyAdverts>;
  readonly updateAdverts: OwnerOperation<UpdateResult>;
  readonly bumpAdverts: OwnerOperation<BumpResult>;
  readonly archiveAdvert: OwnerOperation<AdvertStatusResult>;
  readonly restoreAdvert: OwnerOperation<AdvertStatusResult>;
  readonly listDrafts: OwnerOperation<DraftList>;
  readonly createDraft: OwnerOperation<Draft>;
  readonly updateDraft: OwnerOperation<Draft>;
  readonly publishDraft: OwnerOperation<Advert>;
  readonly uploadPhotoFromUrl: OwnerOperation<UploadedPhoto>;
  readonly fillFromPhotos: OwnerOperation<RecognizedItem>;
  readonly listChats: OwnerOperation<ChatList>;
  readonly getChat: OwnerOperation<Messages>;
  readonly sendMessage: OwnerOperation<MessageView>;
  readonly markChatRead: OwnerOperation<ChatRead>;
  /** Resolves a presented API key to its owner (core's makeAuthenticate). */
  readonly authenticate: (secret: string) => ResultAsync<Principal, DomainError>;
  readonly linkBases: LinkBases;
  /** The spec's request limits (core's makeAdmitRequest); absent or null: not limited. */
  readonly admitRequest?: ((subject: RateSubject) => ResultAsync<Admission, AdmitRequestError>) | null;
  /** The client's address for the limits without a key (the socket's, or per TRUST_PROXY). */
  readonly clientAddress?: (c: Context) => string;
  /** Idempotency-Key of owner writes; absent: the header is not honoured. */
  readonly idempotency?: IdempotencyRecords;
  readonly clock?: Clock;
  /** Records the language a key's owner asked for (users.lang); absent: not recorded. */
  readonly recordReadingLanguage?: (userId: string, lang: Language) => ResultAsync<void, unknown>;
  /** Where a bug (anything thrown) is reported; stderr when not given. */
  readonly reportError?: (error: unknown, c: Context) => void;
}
