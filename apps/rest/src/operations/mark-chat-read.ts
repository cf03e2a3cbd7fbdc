import { chatReadOutput, type makeMarkChatRead, markChatReadInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';
import { CHAT_ID } from './samples.js';

export const markChatRead = ownerWrite({
  operationId: 'mark_chat_read',
  summary: 'Mark every message of the counterpart in a chat read',
  method: 'POST',
  path: '/my/chats/:chat_id{[^/]+:read}',
  scope: 'chats:write',
  body: markChatReadInput,
  bodyExample: {},
  response: chatReadOutput,
  responseExample: { chat_id: CHAT_ID, marked_read: 2 },
  errors: ['not_found'],
  useCase: (services: Needs<'markChatRead', typeof makeMarkChatRead>) => services.markChatRead,
});
