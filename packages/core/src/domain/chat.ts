/** Chats between two users: about an advert (theirs or the other's) or direct (spec: Chat and message). */

/** Longest message text, counted after trimming. */
export const MESSAGE_MAX_LENGTH = 4000;
