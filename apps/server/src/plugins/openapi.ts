import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export interface OpenApiOptions {
  /** The session cookie's name as set (`cookieName(SESSION_COOKIE, secure)`). */
  sessionCookie: string;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type DocumentedSchema = FastifySchema & {
  consumes?: readonly string[];
  produces?: readonly string[];
  description?: string;
  response?: Record<string, unknown>;
};

/**
 * What the zod schemas cannot say, added to a route's OpenAPI entry (issue 14: every route
 * with its request and answer):
 * - a multipart route (`consumes: ['multipart/form-data']`, read by `readMultipart`, no body
 *   schema) documents a form body; its fields are listed in the route's description;
 * - a route that answers bytes rather than JSON (`produces`, e.g. a file, a CSV, an iCal
 *   feed) documents its 200 as a binary string of those types.
 */
function transform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const output = jsonSchemaTransform(input);
  const schema = { ...(output.schema as DocumentedSchema) };
  if (schema.consumes?.includes('multipart/form-data') && !schema.body) {
    schema.body = {
      type: 'object',
      description: schema.description ?? 'multipart/form-data',
      additionalProperties: true,
    };
  }
  const response = { ...schema.response };
  if (schema.produces && !('200' in response)) {
    response['200'] = {
      description: `The bytes (${schema.produces.join(', ')})`,
      type: 'string',
      format: 'binary',
    };
    schema.response = response;
  }
  return { ...output, schema };
}

/**
 * The OpenAPI document, generated from the routes' zod schemas — registered only when API_DOCS
 * says so (default: not in production; issue 14). Validated by @apidevtools/swagger-parser in
 * `openapi.test.ts`. It adds an `onRoute` hook, no per-request hook: registered on the root
 * before any route, so it sees the probes of the root context too (decision 037); the pages
 * that serve it are `openApiUiPlugin`, in the app's scope.
 */
export const openApiPlugin = fp<OpenApiOptions>(async (app: FastifyInstance, options) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Nestling API',
        description:
          'The JSON API behind the Nestling web app. State-changing calls need the X-XSRF-TOKEN header.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie },
        },
      },
    },
    transform,
  });
});

/**
 * The document of `openApiPlugin` (registered before it) served at /api/docs/json and
 * browsable at /api/docs, with the app's per-request plugins around it.
 */
export const openApiUiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
