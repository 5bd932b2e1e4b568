import SwaggerParser from '@apidevtools/swagger-parser';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.js';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.js';

interface Operation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** API routes that are not in the document on purpose, each with its reason. */
const UNDOCUMENTED = new Map([
  ['GET POST PUT PATCH DELETE /api/*', 'the JSON 404 of an unknown API path'],
]);

/** `/api/kids/:kidId` → `/api/kids/{kidId}`, as OpenAPI writes a path. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function methodsOf(route: RouteOptions): string[] {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods.filter((method) => method !== 'HEAD');
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.client().get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('passes @apidevtools/swagger-parser’s validation (OpenAPI 3 schema and references)', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('holds every API route the router has, with its parameters, request body and answer', () => {
    const apiRoutes = t.routes.filter(
      (route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs'),
    );
    const checked: string[] = [];
    for (const route of apiRoutes) {
      const key = `${methodsOf(route).join(' ')} ${route.url}`;
      // A hidden route constrained to some requests of a path (the readiness probe's
      // `GET /api/health` without a query, decision 037) is documented by the app's route
      // of the same method and path, which must then exist.
      if (route.schema?.hide && route.constraints) {
        expect(
          apiRoutes.some(
            (other) => other !== route && !other.constraints && other.url === route.url,
          ),
          key,
        ).toBe(true);
        continue;
      }
      if (UNDOCUMENTED.has(key)) {
        expect(route.schema?.hide, key).toBe(true);
        continue;
      }
      for (const method of methodsOf(route)) {
        const name = `${method} ${route.url}`;
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        expect(operation, `${name} is missing from the document`).toBeDefined();
        if (!operation) continue;
        const parameters = operation.parameters ?? [];
        for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
          expect(
            parameters.some((p) => p.in === 'path' && p.name === param && p.schema),
            `${name}: path parameter ${param}`,
          ).toBe(true);
        }
        const schema = route.schema as
          { querystring?: unknown; body?: unknown; consumes?: string[] } | undefined;
        if (schema?.querystring) {
          expect(
            parameters.some((p) => p.in === 'query' && p.schema),
            `${name}: query parameters`,
          ).toBe(true);
        }
        if (schema?.body) {
          const content = Object.values(operation.requestBody?.content ?? {});
          expect(content.length > 0 && content.every((c) => c.schema), `${name}: body`).toBe(true);
        }
        if (schema?.consumes?.includes('multipart/form-data')) {
          expect(
            operation.requestBody?.content['multipart/form-data']?.schema,
            `${name}: form body`,
          ).toBeDefined();
        }
        const success = Object.entries(operation.responses).filter(([status]) =>
          status.startsWith('2'),
        );
        expect(success.length, `${name}: a success answer`).toBeGreaterThan(0);
        for (const [status, answer] of success) {
          if (status === '204') continue;
          const content = Object.values(answer.content ?? {});
          expect(
            content.length > 0 && content.every((c) => c.schema),
            `${name}: the ${status} answer's schema`,
          ).toBe(true);
        }
        checked.push(name);
      }
    }
    // The document holds nothing the router does not serve either.
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(
      checked.map((name) => name.replace(/:(\w+)/g, '{$1}')).sort(),
    );
    process.stdout.write(`OpenAPI: ${checked.length} operations checked against the router\n`);
    expect(checked.length).toBeGreaterThan(50);
  });

  it('documents the readiness check’s query as named parameters (not a record’s keywords)', () => {
    const names = document.paths['/api/health']!.get!.parameters!.map((p) => p.name);
    expect(names).toEqual(['kidId', 'from', 'to', 'limit', 'offset']);
  });
});

describe('API_DOCS', () => {
  it('defaults to on in development and test, off in production', () => {
    expect(loadEnv({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).API_DOCS).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production' }).API_DOCS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', API_DOCS: 'true' }).API_DOCS).toBe(true);
  });

  it('off: /api/docs and its document answer the JSON 404', async () => {
    const t = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await t.client().get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
      }
    } finally {
      await t.close();
    }
  });
});
