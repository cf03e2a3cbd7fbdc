import type { ResultAsync } from 'neverthrow';
import { getChatInput, messagesOutput, type DomainError, type Messages, type OwnerContext } from '@marketplace/core';
import { ownerRead } from '../src/operations/define.js';

/**
 * Type-level tests of the operation modules, checked by `pnpm typecheck` (nothing runs): a use
 * case's typed failures must be codes its kind answers or codes its module lists.
 */

/** A use case of get_chat whose only typed failure is `Code`. */
type FailingWith<Code extends DomainError['code']> = (raw: unknown, ctx: OwnerContext) => ResultAsync<Messages, DomainError<Code>>;

const contract = {
  operationId: 'get_chat',
  summary: 'Messages of one chat',
  method: 'GET' as const,
  path: '/my/chats/:chat_id/messages',
  scope: 'chats:read' as const,
  query: getChatInput,
  response: messagesOutput,
  responseExample: { messages: [] },
};

// A code the module lists.
ownerRead({ ...contract, errors: ['not_found'], useCase: (services: { getChat: FailingWith<'not_found'> }) => services.getChat });

// A code every owner operation answers needs no listing.
ownerRead({ ...contract, errors: [], useCase: (services: { getChat: FailingWith<'scope_required'> }) => services.getChat });

ownerRead({
  ...contract,
  errors: [],
  // @ts-expect-error not_found is neither listed nor answered by every owner read
  useCase: (services: { getChat: FailingWith<'not_found'> }) => services.getChat,
});

ownerRead({
  ...contract,
  errors: ['not_found'],
  // @ts-expect-error the example must have the answer's shape
  responseExample: { messages: 'none' },
  useCase: (services: { getChat: FailingWith<'not_found'> }) => services.getChat,
});
