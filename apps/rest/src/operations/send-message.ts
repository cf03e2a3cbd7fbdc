import { type makeSendMessage, messageOutput, sendMessageInput } from '@marketplace/core';
import { ownerWrite, type Needs } from './define.js';

const text = 'Yes, a little. Come and see it tomorrow.';

export const sendMessage = ownerWrite({
  operationId: 'send_message',
  summary: 'Send a message into one of the owner\'s chats',
  description: 'The counterpart reads it in their own language. At most 100 messages a day per user.',
  method: 'POST',
  path: '/my/chats/:chat_id/messages',
  scope: 'chats:write',
  body: sendMessageInput,
  bodyExample: { text },
  response: messageOutput,
  responseExample: {
    message_id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
    text,
    lang: 'en',
    is_mine: true,
    sent_at: '2026-11-21T18:05:00.000Z',
    read_at: null,
  },
  errors: ['not_found'],
  useCase: (services: Needs<'sendMessage', typeof makeSendMessage>) => services.sendMessage,
});
