import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedParamsSchema,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  kidIdParamsSchema,
  recordIdSchema,
  scheduleEventCreateSchema,
  scheduleEventListSchema,
  scheduleEventSchema,
  scheduleEventUpdateSchema,
  scheduleEventRangeSchema,
  NOT_FOUND_MESSAGES,
} from '@nestling/shared';
import { deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { presentScheduleEvent } from './schedule-event.presenter.js';
import type { ScheduleEventService } from './schedule-event.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);
const eventIdParams = z.object({ id: recordIdSchema(NOT_FOUND_MESSAGES.event) });
const toRange = (query: { from?: string | undefined; to?: string | undefined }) => ({
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
});

/** Schedule routes of spec §7.4 under /api, plus PATCH and the calendar feed (issue 4). */
export const scheduleEventsRoutes: FastifyPluginAsyncZod<{
  scheduleEvents: ScheduleEventService;
}> = async (app, { scheduleEvents }) => {
  // The feed is read by calendar apps, which carry no session: the token is the credential.
  app.get(
    '/calendar-feed/:token',
    {
      // Calendar apps hold no XSRF pair and change nothing here: none is minted.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, xsrfPair: false },
      schema: {
        produces: ['text/calendar'],
        tags: ['schedules'],
        summary: 'The private iCalendar feed (RFC 5545) behind a feed token',
        params: calendarFeedParamsSchema,
        description: 'Answers text/calendar; 404 { error, code } for an unknown or revoked token.',
      },
    },
    async (request, reply) => {
      const body = await scheduleEvents.renderFeed(request.params.token.replace(/\.ics$/, ''));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="nestling.ics"')
        .send(body);
    },
  );

  await app.register(async (scope) => {
    const privateRoutes = scope.withTypeProvider<ZodTypeProvider>();
    privateRoutes.addHook('onRequest', app.requireParent);

    privateRoutes.get(
      '/schedules',
      {
        schema: {
          tags: ['schedules'],
          summary: 'All of the family’s events, family-wide and per kid, ordered by start',
          querystring: scheduleEventRangeSchema,
          response: { 200: scheduleEventListSchema, ...errors },
        },
      },
      async (request) =>
        (await scheduleEvents.list(sessionParent(request), toRange(request.query))).map(
          presentScheduleEvent,
        ),
    );

    privateRoutes.get(
      '/schedules/:kidId',
      {
        schema: {
          tags: ['schedules'],
          summary: 'One kid’s events, ordered by start',
          params: kidIdParamsSchema,
          querystring: scheduleEventRangeSchema,
          response: { 200: scheduleEventListSchema, ...errors },
        },
      },
      async (request) =>
        (
          await scheduleEvents.listForKid(
            sessionParent(request),
            request.params.kidId,
            toRange(request.query),
          )
        ).map(presentScheduleEvent),
    );

    privateRoutes.post(
      '/schedules',
      {
        schema: {
          tags: ['schedules'],
          summary:
            'Add an event: {kidId, date, title, description} or {title, description, date, startTime}',
          body: scheduleEventCreateSchema,
          response: { 201: scheduleEventSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            presentScheduleEvent(await scheduleEvents.create(sessionParent(request), request.body)),
          ),
    );

    privateRoutes.patch(
      '/schedules/:id',
      {
        schema: {
          tags: ['schedules'],
          summary: 'Change an event',
          params: eventIdParams,
          body: scheduleEventUpdateSchema,
          response: { 200: scheduleEventSchema, ...errors },
        },
      },
      async (request) =>
        presentScheduleEvent(
          await scheduleEvents.update(sessionParent(request), request.params.id, request.body),
        ),
    );

    deleteRoute(
      privateRoutes,
      '/schedules/:id',
      { tags: ['schedules'], summary: 'Delete an event', params: eventIdParams },
      (parent, { id }) => scheduleEvents.remove(parent, id),
    );

    privateRoutes.get(
      '/calendar-feed',
      {
        schema: {
          tags: ['schedules'],
          summary: 'Whether the private calendar feed is on',
          response: { 200: calendarFeedStatusSchema, ...errors },
        },
      },
      async (request) => scheduleEvents.feedStatus(sessionParent(request).id),
    );

    privateRoutes.post(
      '/calendar-feed',
      {
        schema: {
          tags: ['schedules'],
          summary:
            'Turn the feed on or regenerate its URL (the old one stops working); the URL is shown once',
          response: { 201: calendarFeedCreatedSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await scheduleEvents.createFeed(sessionParent(request).id)),
    );

    deleteRoute(
      privateRoutes,
      '/calendar-feed',
      { tags: ['schedules'], summary: 'Turn the feed off' },
      (parent) => scheduleEvents.revokeFeed(parent.id),
    );
  });
};
