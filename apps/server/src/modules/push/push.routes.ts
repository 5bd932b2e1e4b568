import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesSchema,
  pushPublicKeySchema,
  pushSubscriptionCreateSchema,
  pushSubscriptionIdParamsSchema,
  pushSubscriptionListSchema,
  pushSubscriptionSchema,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { PushService } from './push.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * Web Push's contract (issue 25, decision 061) under /api: the VAPID public key, this parent's
 * devices, and their notification preferences. Any signed-in parent (every member gets
 * reminders). `sessionCookie` names the cookie whose session a device belongs to.
 */
export const pushRoutes: FastifyPluginAsyncZod<{
  push: PushService;
  sessionCookie: string;
}> = async (app, { push, sessionCookie }) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['push'],
        summary: 'The VAPID public key (base64url), the browser’s applicationServerKey',
        description: '404 PUSH_NOT_CONFIGURED when the deployment has no VAPID keys.',
        response: { 200: pushPublicKeySchema, ...errors },
      },
    },
    async () => push.publicKey(),
  );

  app.get(
    '/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: 'This parent’s devices that receive pushes, oldest first',
        response: { 200: pushSubscriptionListSchema, ...errors },
      },
    },
    async (request) => push.list(sessionParent(request).id),
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: 'Register this device’s push subscription (idempotent per endpoint)',
        description:
          'The body is `PushSubscription.toJSON()` and the user agent. The endpoint must be an https ' +
          'URL of at most 2 KB on a host of PUSH_ALLOWED_HOSTS (400 PUSH_ENDPOINT_NOT_ALLOWED); the ' +
          'keys base64url of 65 and 16 bytes. 201 when new, 200 when the endpoint was known; 400 ' +
          'TOO_MANY_DEVICES past 20. Logging this session out removes the device.',
        body: pushSubscriptionCreateSchema,
        response: { 200: pushSubscriptionSchema, 201: pushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subscription, created } = await push.subscribe(
        sessionParent(request).id,
        request.cookies[sessionCookie],
        request.body,
      );
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );

  deleteRoute(
    app,
    '/push/subscriptions/:id',
    {
      tags: ['push'],
      summary: 'Remove one of this parent’s devices',
      params: pushSubscriptionIdParamsSchema,
    },
    (parent, params) => push.remove(parent.id, params.id),
  );

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags: ['push'],
        summary: 'This parent’s notification preferences: per kind and channel, quiet hours',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => push.preferences(sessionParent(request).id),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags: ['push'],
        summary: 'Replace this parent’s notification preferences',
        description:
          'Quiet hours are `HH:mm` to `HH:mm` in an IANA time zone (null: none); pushes other than ' +
          'calls are held until they end, then sent as one summary.',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => push.savePreferences(sessionParent(request).id, request.body),
  );
};
