import SwaggerParser from '@apidevtools/swagger-parser';
import {
  apiRoutes,
  campaignErrorCodes,
  puzzleErrorCodes,
  errorCodes,
  friendErrorCodes,
  profileErrorCodes,
} from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';

/** Fastify's /:param to OpenAPI's /{param}. */
const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; responses: Record<string, unknown>; parameters?: { name: string; in: string }[] }
    >
  >;
}

/** A failure answer as the document states it. */
interface DocumentedAnswer {
  description: string;
  content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
}

describe.each(databaseTargets)('OpenAPI document on $name', (target) => {
  const api = useTestApi(target, { seed: false });
  let document: OpenApiDocument;
  beforeAll(async () => {
    const response = await api.app.inject({ method: 'GET', url: apiRoutes.docsJson });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });

  it('is OpenAPI 3.0', () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info.title).toBe('Player Portal API');
  });

  it('lists every route of the API with its method', () => {
    const served = api.app.registeredRoutes.filter(
      (route) => route.method !== 'HEAD' && !route.url.startsWith(apiRoutes.docs),
    );
    expect(served.length).toBeGreaterThanOrEqual(8);
    for (const route of served) {
      expect(document.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()]).toBeDefined();
    }
  });

  it('puts every API route under /api and documents only served paths', () => {
    const documented = Object.keys(document.paths);
    const servedPaths = new Set(api.app.registeredRoutes.map((route) => toOpenApiPath(route.url)));
    for (const path of documented) {
      expect(path.startsWith('/api/') || path.startsWith('/dev/')).toBe(true);
      expect(servedPaths.has(path)).toBe(true);
    }
  });

  it('documents inputs and the error envelope from the contracts', () => {
    const games = document.paths['/api/public/games']?.get;
    expect(games?.parameters).toEqual([expect.objectContaining({ name: 'status', in: 'query' })]);
    expect(games?.responses['400']).toBeDefined();
    expect(document.paths['/api/public/games/{gameCode}']?.get?.responses['404']).toBeDefined();
    expect(
      document.paths['/api/public/access-trace']?.get?.parameters?.map((parameter) => parameter.name),
    ).toContain('x-product-code');
  });

  it('passes a standard OpenAPI 3.0 validator (what client generators and API gateways run)', async () => {
    // validate() dereferences in place: give it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('documents the error envelope on every route (CORS preflights answer 204 only)', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'options') continue;
        const failures = Object.keys(operation.responses).filter((status) => !status.startsWith('2'));
        expect({ route: `${method.toUpperCase()} ${path}`, documented: failures.length > 0 }).toEqual({
          route: `${method.toUpperCase()} ${path}`,
          documented: true,
        });
      }
    }
  });

  it('names the error code of every failure answer and gives it the error envelope', () => {
    // Every code the API answers with, from the contracts (the shared ones and each domain's).
    const codes = new Set<string>(
      [errorCodes, profileErrorCodes, friendErrorCodes, campaignErrorCodes, puzzleErrorCodes].flatMap((map) =>
        Object.values(map),
      ),
    );
    const unnamed: { route: string; code: string }[] = [];
    const withoutEnvelope: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (method === 'options') continue;
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!/^[45]/.test(status)) continue;
          const route = `${method.toUpperCase()} ${path} ${status}`;
          const { description, content } = answer as DocumentedAnswer;
          // `CODE: meaning` (or `CODE 'message'`, `CODE or CODE`): the first word is a code clients can switch on.
          const code = /^[A-Z][A-Z0-9_]+/.exec(description)?.[0] ?? '';
          if (!codes.has(code)) unnamed.push({ route, code });
          const schema = content?.['application/json']?.schema;
          const envelope = Object.keys(schema?.properties ?? {}).sort();
          if (envelope.join() !== 'errors,success') withoutEnvelope.push(route);
        }
      }
    }
    expect(unnamed).toEqual([]);
    expect(withoutEnvelope).toEqual([]);
  });

  it('serves the Swagger UI at /api/docs', async () => {
    const response = await api.app.inject({ method: 'GET', url: apiRoutes.docs });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger');
  });
});
