import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CHAT_MESSAGES,
  messageFriendParamsSchema,
  messageIdParamsSchema,
  messageMarkReadResultSchema,
  messageMarkReadSchema,
  messagePageQuerySchema,
  messagePageSchema,
  messageSchema,
  messageSendSchema,
  unreadPreviewQuerySchema,
  unreadPreviewSchema,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { keyedRateLimit } from '../../lib/keyed-rate-limit.js';
import { sessionParent } from '../../lib/request-context.js';
import type { MessageService } from './message.service.js';

export interface MessagesRoutesOptions {
  messages: MessageService;
  /** Messages one parent may send a minute (MESSAGES_PER_MINUTE). */
  sendsPerMinute: number;
}

/**
 * Chat messages (spec §7.8) under /api. Verified parents only (product.md: the social features
 * need a verified e-mail); only friends' conversations exist for a parent (404 otherwise).
 * Sending is limited per parent (decision 030): `sendsPerMinute` a minute over all of the
 * parent's tabs, counted in the rate-limit store (Redis across instances, memory without it
 * or while Redis is away, decision 026); over it, 429 RATE_LIMITED with Retry-After.
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesRoutesOptions> = async (
  app,
  { messages, sendsPerMinute },
) => {
  app.addHook('onRequest', app.requireGuardian);

  // A preHandler: the session is known by then, so the key is the parent, not the address.
  const perParent = keyedRateLimit(app, {
    max: sendsPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `message-send:${String(sessionParent(request).id)}`,
    message: CHAT_MESSAGES.rateLimited,
  });

  app.get(
    '/messages/unread-preview',
    {
      schema: {
        tags: ['messages'],
        summary: 'The newest unread messages from friends (the parent hub’s card), newest first',
        querystring: unreadPreviewQuerySchema,
        response: { 200: unreadPreviewSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => messages.unreadPreview(sessionParent(request).id, request.query.limit),
  );

  app.get(
    '/messages/deleted-accounts',
    {
      schema: {
        tags: ['messages'],
        summary: 'One page of the messages with parents who deleted their account',
        description:
          'Decision 029: a parent who deletes their account leaves their friends’ copies of the messages, ' +
          'their own side null (“Deleted account”). Paged like a conversation: `items` oldest first, ' +
          '`nextCursor` the next older page.',
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => messages.pageWithDeletedAccounts(sessionParent(request).id, request.query),
  );

  app.post(
    '/messages/deleted-accounts/mark-read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark read every message from parents who deleted their account',
        description:
          'Opening the “Deleted account” conversation (decision 029). Answers the ids it marked; no one ' +
          'is told (the senders are gone).',
        response: { 200: messageMarkReadResultSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (request) => messages.markReadFromDeletedAccounts(sessionParent(request).id),
  );

  app.get(
    '/messages/:friendId',
    {
      schema: {
        tags: ['messages'],
        summary: 'One page of the conversation with a friend',
        description:
          '`items` oldest first; the first call answers the newest page, `nextCursor` the next older one ' +
          '(null at the start of the conversation). Keyset paging on (created_at, id): new messages never ' +
          'shift a page. 404 for a parent who is not a friend.',
        params: messageFriendParamsSchema,
        querystring: messagePageQuerySchema,
        response: { 200: messagePageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) =>
      messages.page(sessionParent(request).id, request.params.friendId, request.query),
  );

  app.post(
    '/messages',
    {
      preHandler: perParent,
      schema: {
        tags: ['messages'],
        summary: 'Send a message to a friend',
        description:
          '`text` is trimmed and must keep 1–4,000 characters. 201 with the stored message, which the ' +
          'friend (and this parent’s other tabs) receive as `receiveMessage`. 404 for a parent who is ' +
          'not a friend, or across a block. 429 past MESSAGES_PER_MINUTE sends a minute by this parent.',
        body: messageSendSchema,
        response: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await messages.send(sessionParent(request).id, request.body)),
  );

  app.post(
    '/messages/mark-read',
    {
      schema: {
        tags: ['messages'],
        summary: 'Mark read every message a friend sent this parent',
        description:
          'Answers the ids it marked; the friend hears `messagesRead`. 404 for a non-friend.',
        body: messageMarkReadSchema,
        response: { 200: messageMarkReadResultSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => messages.markRead(sessionParent(request).id, request.body.friendId),
  );

  deleteRoute(
    app,
    '/messages/:id',
    {
      tags: ['messages'],
      summary: 'Delete one’s own message, for both participants (404 for any other)',
      params: messageIdParamsSchema,
    },
    (parent, { id }) => messages.delete(parent.id, id),
  );
};
