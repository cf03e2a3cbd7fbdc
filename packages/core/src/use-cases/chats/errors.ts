import { invalidArguments, notFound, type InvalidArguments, type NotFound } from '../../domain/errors.js';

/** A chat id that is not one of the owner's chats: the same answer as a chat that does not exist. */
export const chatNotFound = (chatId: string): NotFound => notFound(`chat ${chatId} not found`);

/** A cursor that is not in the listed set (another's chat, another chat's message, a made-up id). */
export const unknownCursor = (field: string): InvalidArguments =>
  invalidArguments(field, `${field} is not an item of this list`);
