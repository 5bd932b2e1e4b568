import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
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
import { sessionParent } from '../../plugins/session.js';
import type { MessageService } from './message.service.js';

/**
 * Chat messages (spec §7.8) under /api. Verified parents only (product.md: the social features
 * need a verified e-mail); only friends' conversations exist for a parent (404 otherwise).
 */
export const messagesRoutes: FastifyPluginAsyncZod<{ messages: MessageService }> = async (
  app,
  { messages },
) => {
  app.addHook('onRequest', app.requireVerifiedParent);

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
      schema: {
        tags: ['messages'],
        summary: 'Send a message to a friend',
        description:
          '`text` is trimmed and must keep 1–4,000 characters. 201 with the stored message, which the ' +
          'friend (and this parent’s other tabs) receive as `receiveMessage`. 404 for a parent who is ' +
          'not a friend, or across a block.',
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
    (parentId, { id }) => messages.delete(parentId, id),
  );
};
