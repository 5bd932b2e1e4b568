import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  friendListSchema,
  friendParamsSchema,
  friendRequestActionSchema,
  friendRequestSchema,
  friendRequestSendSchema,
  incomingRequestsSchema,
  myRequestsSchema,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { FriendService } from './friend.service.js';

const readErrors = errorResponses(401, 403, 429);
const actionErrors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Friend and meetup requests and friends (spec §7.7, §2.18–2.20) under /api. Verified parents
 * only (product.md: the social features need a verified e-mail).
 */
export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendService }> = async (
  app,
  { friends },
) => {
  app.addHook('onRequest', app.requireGuardian);

  app.post(
    '/friends/send',
    {
      schema: {
        tags: ['friends'],
        summary: 'Send a friend and meetup request to the parent of a kid on an Explore card',
        description:
          '`kidId` is the card’s kid; `receiverId`, if sent, must be its parent (400). 404 for a kid the ' +
          'sender cannot see in Explore; 400 for one’s own kid; 409 while a request between the two ' +
          'families is pending; 429 past the daily cap. The receiver is notified.',
        body: friendRequestSendSchema,
        response: { 201: friendRequestSchema, ...actionErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await friends.send(sessionParent(request), request.body)),
  );

  app.get(
    '/friends/incoming',
    {
      schema: {
        tags: ['friends'],
        summary: 'Requests waiting for the answer of this guardian’s family, newest first',
        response: { 200: incomingRequestsSchema, ...readErrors },
      },
    },
    async (request) => friends.incoming(sessionParent(request)),
  );

  app.get(
    '/friends/my-requests',
    {
      schema: {
        tags: ['friends'],
        summary: 'Requests this guardian’s family sent and received, every status, newest first',
        description: 'At most 100 of each. E-mails are shown only between parents who are friends.',
        response: { 200: myRequestsSchema, ...readErrors },
      },
    },
    async (request) => friends.myRequests(sessionParent(request)),
  );

  const actions = [
    [
      'accept',
      'Accept a request (a guardian of the receiving family): the two families become friends',
      friends.accept,
    ],
    ['reject', 'Reject a request (a guardian of the receiving family)', friends.reject],
    ['cancel', 'Cancel a pending request (a guardian of the sending family)', friends.cancel],
  ] as const;
  for (const [action, summary, act] of actions) {
    app.post(
      `/friends/${action}`,
      {
        schema: {
          tags: ['friends'],
          summary,
          description:
            '404 for a request that is not this family’s; 403 for the other family; 409 when it is no longer pending.',
          body: friendRequestActionSchema,
          response: { 200: friendRequestSchema, ...actionErrors },
        },
      },
      async (request) => act(sessionParent(request), request.body.requestId),
    );
  }

  app.get(
    '/friends/list',
    {
      schema: {
        tags: ['friends'],
        summary: 'The guardians of the families this family is friends with, by name',
        response: { 200: friendListSchema, ...readErrors },
      },
    },
    async (request) => friends.list(sessionParent(request)),
  );

  deleteRoute(
    app,
    '/friends/:parentId',
    { tags: ['friends'], summary: 'Unfriend', params: friendParamsSchema },
    (parent, params) => friends.unfriend(parent, params.parentId),
  );
};
