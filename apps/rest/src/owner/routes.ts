import { getChatInput, listChatsInput, listDraftsInput, meInput, myAdvertsInput, type Scope } from '@marketplace/core';
import type { OwnerOperation, RestDeps } from '../deps.js';
import type { ObjectSchema } from '../input/query.js';

/** The advert id in the path of an advert action, and the literal suffix that names the action. */
export interface AdvertActionPath {
  readonly param: 'advert_id' | 'draft_id';
  /** Empty for a plain id segment (update_draft). */
  readonly suffix: ':archive' | ':restore' | ':publish' | '';
}

/** A chat id in the path (chat routes), and the literal suffix after it, if any. */
export interface ChatPath {
  readonly param: 'chat_id';
  readonly suffix: '' | ':read';
}

/**
 * The contract of one owner route (spec: endpoints with a scope). Reads take their input from the
 * query string, typed by the operation's own schema; writes take a JSON object body and no query
 * parameters but `lang`. The scope is the spec's; the use case checks it again.
 */
export interface OwnerRoute {
  readonly operation:
    | 'me'
    | 'my_adverts'
    | 'update_adverts'
    | 'bump_adverts'
    | 'archive_advert'
    | 'restore_advert'
    | 'list_drafts'
    | 'create_draft'
    | 'update_draft'
    | 'publish_draft'
    | 'upload_photo_from_url'
    | 'fill_from_photos'
    | 'list_chats'
    | 'get_chat'
    | 'send_message'
    | 'mark_chat_read';
  readonly method: 'GET' | 'PATCH' | 'POST';
  /** Hono path, relative to /api/v1. */
  readonly path: string;
  readonly scope: Scope;
  readonly input: { readonly from: 'query'; readonly schema: ObjectSchema } | { readonly from: 'body' };
  readonly advertAction: AdvertActionPath | null;
  /** Chat routes: the chat id the path carries (absent elsewhere). */
  readonly chatPath?: ChatPath;
  readonly useCase: (deps: RestDeps) => OwnerOperation<unknown>;
}

// `:` in the middle of a segment is literal to Hono's router; the id before an action suffix is
// matched by a regex parameter that carries the whole segment (the handler cuts the suffix off).
const advertAction = (suffix: AdvertActionPath['suffix']) => ({
  path: `/my/adverts/:advert_id{[^/]+${suffix}}`,
  advertAction: { param: 'advert_id', suffix } as const,
});
const draftAction = (suffix: ':publish') => ({
  path: `/my/drafts/:draft_id{[^/]+${suffix}}`,
  advertAction: { param: 'draft_id', suffix } as const,
});

export const OWNER_ROUTES: readonly OwnerRoute[] = [
  {
    operation: 'me',
    method: 'GET',
    path: '/me',
    scope: 'profile:read',
    input: { from: 'query', schema: meInput },
    advertAction: null,
    useCase: (deps) => deps.me,
  },
  {
    operation: 'my_adverts',
    method: 'GET',
    path: '/my/adverts',
    scope: 'adverts:read',
    input: { from: 'query', schema: myAdvertsInput },
    advertAction: null,
    useCase: (deps) => deps.myAdverts,
  },
  {
    operation: 'update_adverts',
    method: 'PATCH',
    path: '/my/adverts',
    scope: 'adverts:write',
    input: { from: 'body' },
    advertAction: null,
    useCase: (deps) => deps.updateAdverts,
  },
  {
    operation: 'bump_adverts',
    method: 'POST',
    path: '/my/adverts:bump',
    scope: 'adverts:write',
    input: { from: 'body' },
    advertAction: null,
    useCase: (deps) => deps.bumpAdverts,
  },
  {
    operation: 'archive_advert',
    method: 'POST',
    ...advertAction(':archive'),
    scope: 'adverts:write',
    input: { from: 'body' },
    useCase: (deps) => deps.archiveAdvert,
  },
  {
    operation: 'restore_advert',
    method: 'POST',
    ...advertAction(':restore'),
    scope: 'adverts:write',
    input: { from: 'body' },
    useCase: (deps) => deps.restoreAdvert,
  },
  {
    operation: 'list_drafts',
    method: 'GET',
    path: '/my/drafts',
    scope: 'adverts:read',
    input: { from: 'query', schema: listDraftsInput },
    advertAction: null,
    useCase: (deps) => deps.listDrafts,
  },
  {
    operation: 'create_draft',
    method: 'POST',
    path: '/my/drafts',
    scope: 'adverts:write',
    input: { from: 'body' },
    advertAction: null,
    useCase: (deps) => deps.createDraft,
  },
  {
    operation: 'update_draft',
    method: 'PATCH',
    // A plain id: an id with an action suffix is another route (publish), not an update.
    path: '/my/drafts/:draft_id{[^/:]+}',
    advertAction: { param: 'draft_id', suffix: '' },
    scope: 'adverts:write',
    input: { from: 'body' },
    useCase: (deps) => deps.updateDraft,
  },
  {
    operation: 'publish_draft',
    method: 'POST',
    ...draftAction(':publish'),
    scope: 'adverts:write',
    input: { from: 'body' },
    useCase: (deps) => deps.publishDraft,
  },
  {
    operation: 'upload_photo_from_url',
    method: 'POST',
    path: '/my/photos:from-url',
    scope: 'adverts:write',
    input: { from: 'body' },
    advertAction: null,
    useCase: (deps) => deps.uploadPhotoFromUrl,
  },
  {
    operation: 'fill_from_photos',
    method: 'POST',
    path: '/my/photos:describe',
    scope: 'adverts:write',
    input: { from: 'body' },
    advertAction: null,
    useCase: (deps) => deps.fillFromPhotos,
  },
  {
    operation: 'list_chats',
    method: 'GET',
    path: '/my/chats',
    scope: 'chats:read',
    input: { from: 'query', schema: listChatsInput },
    advertAction: null,
    useCase: (deps) => deps.listChats,
  },
  {
    operation: 'get_chat',
    method: 'GET',
    path: '/my/chats/:chat_id/messages',
    scope: 'chats:read',
    input: { from: 'query', schema: getChatInput },
    advertAction: null,
    chatPath: { param: 'chat_id', suffix: '' },
    useCase: (deps) => deps.getChat,
  },
  {
    operation: 'send_message',
    method: 'POST',
    path: '/my/chats/:chat_id/messages',
    scope: 'chats:write',
    input: { from: 'body' },
    advertAction: null,
    chatPath: { param: 'chat_id', suffix: '' },
    useCase: (deps) => deps.sendMessage,
  },
  {
    operation: 'mark_chat_read',
    method: 'POST',
    path: '/my/chats/:chat_id{[^/]+:read}',
    scope: 'chats:write',
    input: { from: 'body' },
    advertAction: null,
    chatPath: { param: 'chat_id', suffix: ':read' },
    useCase: (deps) => deps.markChatRead,
  },
];

/** Methods a path answers, in the Allow header's order; HEAD goes with GET. */
export function allowedMethods(routes: readonly OwnerRoute[]): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const route of routes) {
    const methods = byPath.get(route.path) ?? [];
    methods.push(...(route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]));
    byPath.set(route.path, methods);
  }
  return byPath;
}
