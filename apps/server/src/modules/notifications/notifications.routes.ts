import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_MESSAGES,
  notificationIdParamsSchema,
  notificationOwnerParamsSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationSummarySchema,
} from '@nestling/shared';
import { notFound } from '../../lib/http-errors.js';
import { errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import type { NotificationService } from './notification.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * The Notifications Center's calls (spec §7.6, §2.16) under /api: always the session parent's
 * own notifications. Any signed-in parent (reminders of calendar events need no verified
 * e-mail).
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
}> = async (app, { notifications }) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/notifications/summary/me',
    {
      schema: {
        tags: ['notifications'],
        summary: 'How many notifications this parent has, and how many are unread',
        response: { 200: notificationSummarySchema, ...errors },
      },
    },
    async (request) => notifications.summary(sessionParent(request).id),
  );

  app.get(
    '/notifications/me',
    {
      schema: {
        tags: ['notifications'],
        summary: 'One page of this parent’s notifications, newest first',
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const parent = sessionParent(request);
      return notifications.page(parent.id, request.query, parent.locale);
    },
  );

  app.get(
    '/notifications/:parentId',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The spec’s reading of /notifications/me: answers only for the session’s own id',
        params: notificationOwnerParamsSchema,
        querystring: notificationPageQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const parent = sessionParent(request);
      if (request.params.parentId !== parent.id) throw notFound(NOTIFICATION_MESSAGES.notFound);
      return notifications.page(parent.id, request.query, parent.locale);
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (request) => {
      const parent = sessionParent(request);
      return notifications.markRead(parent.id, request.params.id, parent.locale);
    },
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'Mark all of this parent’s notifications read in one call; answers the new summary',
        response: { 200: notificationSummarySchema, ...errors },
      },
    },
    async (request) => notifications.markAllRead(sessionParent(request).id),
  );
};
