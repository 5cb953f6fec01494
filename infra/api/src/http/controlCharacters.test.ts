import { apiRoutes } from '@portal/contracts';
import { bearer, registerAndLogin } from '../auth/testing';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const HOSTILE = ['a\u0000b', '\u0000', 'x\u001by', 'line\u0007'];

/** A value of the schema's shape whose every string is `text`. */
function sample(schema: JsonSchema | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, text, depth + 1);
  if (schema.enum) return schema.enum[0];
  const type = [schema.type].flat().find((candidate) => candidate !== 'null');
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value, text, depth + 1)]),
    );
  }
  if (type === 'array') return [sample(schema.items, text, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  return text;
}

/**
 * Every route of the OpenAPI document, fuzzed with NUL and control characters in each path
 * parameter, query parameter and body string, signed in and not: never a 500.
 */
describe.each(databaseTargets)('control characters on every route on $name', (target) => {
  const api = useTestApi(target);

  it('answers 4xx, never 500, to NUL and control characters anywhere', async () => {
    const document = (await api.app.inject({ method: 'GET', url: apiRoutes.docsJson })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const { token } = await registerAndLogin(api.app, 'fuzz@example.com');
    const failures: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
        const schema = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
        const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
        for (const text of HOSTILE) {
          const url = path.replace(/\{[^}]+\}/g, encodeURIComponent(text));
          const search = new URLSearchParams(query.map((parameter) => [parameter.name, text])).toString();
          for (const headers of [{}, bearer(token)]) {
            const response = await api.app.inject({
              method: method.toUpperCase() as 'GET',
              url: search ? `${url}?${search}` : url,
              headers: { ...headers, 'x-forwarded-for': '198.51.100.1' },
              ...(schema && method !== 'get' ? { payload: sample(schema, text) as object } : {}),
            });
            requests += 1;
            if (response.statusCode >= 500)
              failures.push(`${method.toUpperCase()} ${path}: ${response.statusCode}`);
          }
        }
      }
    }
    expect(requests).toBeGreaterThan(400);
    expect(failures).toEqual([]);
  });

  it('names the field that holds a control character', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/public/auth/forgot-password',
      payload: { email: 'a\u0000@example.com' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toBe(
      'Invalid body field "email": control characters are not allowed',
    );
  });
});
