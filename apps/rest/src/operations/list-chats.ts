import { chatsOutput, listChatsInput, type makeListChats } from '@marketplace/core';
import { ownerRead, type Needs } from './define.js';
import { ADVERT_ID, card, CHAT_ID, question } from './samples.js';

export const listChats = ownerRead({
  operationId: 'list_chats',
  summary: 'The key owner\'s chats, most recently active first',
  description: 'About the owner\'s adverts, about other sellers\' adverts, and direct chats. Reading marks nothing read.',
  method: 'GET',
  path: '/my/chats',
  scope: 'chats:read',
  query: listChatsInput,
  response: chatsOutput,
  responseExample: {
    chats: [
      {
        chat_id: CHAT_ID,
        unread_count: 2,
        advert: { id: ADVERT_ID, title: card.title, is_mine: true },
        counterpart: { id: '4c5d6e7f-8091-4a2b-8c3d-4e5f60718293', name: 'Ivana' },
        last_message: { message_id: question.message_id, text: question.text, sent_at: question.sent_at },
        updated_at: question.sent_at,
      },
    ],
  },
  errors: [],
  useCase: (services: Needs<'listChats', typeof makeListChats>) => services.listChats,
});
