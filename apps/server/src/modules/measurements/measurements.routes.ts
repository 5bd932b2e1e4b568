import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  growthAnswerSchema,
  growthQuerySchema,
  measurementCreateSchema,
  measurementIdParamsSchema,
  measurementKidParamsSchema,
  measurementListQuerySchema,
  measurementPageSchema,
  measurementSchema,
  measurementUpdateSchema,
} from '@nestling/shared';
import { csvExportRoute, deleteRoute, errorResponses } from '../../lib/route-shapes.js';
import { sessionParent } from '../../lib/request-context.js';
import { presentMeasurement } from './measurement.presenter.js';
import type { MeasurementService } from './measurement.service.js';

const errors = errorResponses(400, 401, 403, 404, 429);

/**
 * Growth routes of issue 26 under /api (decision 054): a kid's measurements (paged with the
 * one pager's `{items, total, page, pageSize}`), their CSV, and the growth answer — scores on
 * the WHO standards and the curves to draw. Another family's kid or measurement is a 404.
 */
export const measurementsRoutes: FastifyPluginAsyncZod<{
  measurements: MeasurementService;
}> = async (app, { measurements }) => {
  app.addHook('onRequest', app.requireParent);

  app.get(
    '/kids/:kidId/measurements',
    {
      schema: {
        tags: ['growth'],
        summary: 'A page of a kid’s measurements, newest first: page, pageSize 10|20|50',
        params: measurementKidParamsSchema,
        querystring: measurementListQuerySchema,
        response: { 200: measurementPageSchema, ...errors },
      },
    },
    async (request) => {
      const { kidId } = request.params;
      const page = await measurements.list(sessionParent(request), kidId, request.query);
      return {
        items: page.items.map(presentMeasurement),
        total: page.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.post(
    '/kids/:kidId/measurements',
    {
      schema: {
        tags: ['growth'],
        summary:
          'Record a measurement: date and at least one of weightKg, lengthCm, headCircumferenceCm (metric); 400 when implausible at the kid’s age',
        params: measurementKidParamsSchema,
        body: measurementCreateSchema,
        response: { 201: measurementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const measurement = await measurements.create(
        sessionParent(request),
        request.params.kidId,
        request.body,
      );
      return reply.status(201).send(presentMeasurement(measurement));
    },
  );

  csvExportRoute(
    app,
    '/kids/:kidId/measurements/export',
    {
      tags: ['growth'],
      summary: 'A kid’s measurements with their WHO z-scores and percentiles as CSV',
      params: measurementKidParamsSchema,
    },
    (parent, { params }) => measurements.exportCsv(parent, params.kidId),
  );

  app.patch(
    '/kids/:kidId/measurements/:id',
    {
      schema: {
        tags: ['growth'],
        summary: 'Correct a measurement (null clears a value; one of the three must remain)',
        params: measurementIdParamsSchema,
        body: measurementUpdateSchema,
        response: { 200: measurementSchema, ...errors },
      },
    },
    async (request) => {
      const { kidId, id } = request.params;
      return presentMeasurement(
        await measurements.update(sessionParent(request), kidId, id, request.body),
      );
    },
  );

  deleteRoute(
    app,
    '/kids/:kidId/measurements/:id',
    { tags: ['growth'], summary: 'Delete a measurement', params: measurementIdParamsSchema },
    (parent, { kidId, id }) => measurements.remove(parent, kidId, id),
  );

  app.get(
    '/kids/:kidId/growth',
    {
      schema: {
        tags: ['growth'],
        summary:
          'A kid’s growth on the WHO standards: each measurement’s ageDays, z and percentile per indicator, the P3–P97 curves of range 0-2y|0-5y|5-19y, gentle flags',
        params: measurementKidParamsSchema,
        querystring: growthQuerySchema,
        response: { 200: growthAnswerSchema, ...errors },
      },
    },
    async (request) =>
      measurements.growth(sessionParent(request), request.params.kidId, request.query.range),
  );
};
