import { authEndpoints, encodePassword, endpointUrl } from '@portal/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { testAuthConfig } from './testing';

/**
 * Hostile bodies over every write route the app registers: routes other domains add later
 * are covered without touching this file, because the list comes from `app.registeredRoutes` and each
 * route's body fields from its OpenAPI document. Every generated body is invalid somewhere (a control
 * character, an unbounded number, an array for an object, a wrong type), so the API must answer 4xx,
 * never 5xx, and store nothing.
 */

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 160);

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: BodySchema }> } }>
  >;
}
interface BodySchema {
  properties?: Record<string, unknown>;
}

/** Characters that broke the database driver or the logs in the probe, and their neighbours. */
const controlCharacter = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u001f',
  '\u007f',
  '\ud800',
  '\udfff',
);

/** A string with at least one control character somewhere in it. */
const poisonedString = fc
  .tuple(fc.string({ maxLength: 40 }), controlCharacter, fc.string({ maxLength: 40 }))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** Numbers no field accepts: beyond every bound, fractional where counts are whole, negative zero… */
const unboundedNumber = fc.oneof(
  fc.constantFrom(1e300, -1e300, 2 ** 53 + 2, -(2 ** 53) - 2, 9_999_999_999_999, 1.5, -1),
  fc.double({ min: 1e16, max: 1e300, noNaN: true }),
);

/** A value that makes the field invalid whatever the field is. */
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    poisonedString,
    unboundedNumber,
    fc.constant([]),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 3 }),
    fc.string({ minLength: 5000, maxLength: 6000 }),
  ),
})).value;

/** A body: a non-object at the top, or the route's own fields with at least one of them hostile. */
function hostileBody(fields: string[]): fc.Arbitrary<unknown> {
  const topLevel = fc.oneof(
    fc.constant([]),
    fc.array(fc.jsonValue(), { minLength: 1, maxLength: 3 }),
    poisonedString,
    unboundedNumber,
    fc.constant(null),
    fc.boolean(),
  );
  if (fields.length === 0) return topLevel;
  const poisonedFields = fc
    .tuple(
      fc.constantFrom(...fields),
      hostileValue,
      fc.dictionary(fc.constantFrom(...fields), fc.oneof(fc.jsonValue(), hostileValue), {
        maxKeys: fields.length,
      }),
    )
    // The hostile field goes last so it is not overwritten.
    .map(([field, value, others]) => ({ ...others, [field]: value }));
  return fc.oneof({ weight: 1, arbitrary: topLevel }, { weight: 4, arbitrary: poisonedFields });
}

/** A concrete URL for a route pattern: parameters get plausible values of the seeded data. */
const concreteUrl = (url: string) =>
  url
    .replace(':type', 'google')
    .replace(':gameCode', 'ash_echoes')
    .replace(':eventCode', 'spring_gacha')
    .replace(/:[A-Za-z]+/g, 'fuzz_value_1');

describe.each(databaseTargets)('hostile bodies on every write route on $name', (target) => {
  const api = useTestApi(target, { config: { auth: testAuthConfig() } });

  /** Rows in every table of the schema, by table. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'
      order by table_name`.execute(api.db);
    const counts: Record<string, number> = {};
    for (const { table_name: table } of tables.rows) {
      const result = await sql<{
        count: string;
      }>`select count(*)::text as count from ${sql.table(table)}`.execute(api.db);
      counts[table] = Number(result.rows[0]?.count ?? 0);
    }
    return counts;
  }

  it('answers every hostile body with a 4xx and stores nothing', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: endpointUrl(authEndpoints.login),
      payload: { email: 'demo@player.test', password: encodePassword('demo1234') },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const document = api.app.swagger() as unknown as OpenApiDocument;
    const routes = api.app.registeredRoutes.filter((route) => WRITE_METHODS.has(route.method));
    expect(routes.length).toBeGreaterThan(10);

    const before = await rowCounts();
    let requests = 0;
    for (const route of routes) {
      const openApiPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      const schema = operation?.requestBody?.content?.['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      await fc.assert(
        fc.asyncProperty(hostileBody(fields), fc.boolean(), async (body, signedIn) => {
          requests++;
          const response = await api.app.inject({
            method: route.method as 'POST',
            url: concreteUrl(route.url),
            headers: {
              'content-type': 'application/json',
              // A route that reads no body cannot be probed by one (and sign-out would end the session).
              ...(signedIn && fields.length > 0 ? { authorization: `Bearer ${token}` } : {}),
            },
            payload: JSON.stringify(body),
          });
          if (response.statusCode >= 500) {
            throw new Error(`${route.method} ${route.url} answered ${response.statusCode}: ${response.body}`);
          }
          if (fields.length > 0 && response.statusCode < 400) {
            throw new Error(
              `${route.method} ${route.url} accepted a hostile body with ${response.statusCode}`,
            );
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 18) },
      );
    }
    expect(requests).toBeGreaterThanOrEqual(routes.length * RUNS_PER_ROUTE);
    expect(await rowCounts()).toEqual(before);
  }, 600_000);
});
