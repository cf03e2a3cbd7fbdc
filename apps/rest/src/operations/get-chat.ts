import { getChatInput, type makeGetChat, messagesOutput } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { question } from './samples.js';

export const getChat = ownerRead({
  operationId: 'get_chat',
  summary: 'Messages of one chat, newest first, in the request language with the original kept',
  description: 'Reading marks nothing read.',
  method: 'GET',
  path: '/my/chats/:chat_id/messages',
  scope: 'chats:read',
  query: getChatInput,
  response: messagesOutput,
  responseExample: { messages: [question] },
  errors: ['not_found'],
  useCase: (services: Needs<'getChat', typeof makeGetChat>) => services.getChat,
});
