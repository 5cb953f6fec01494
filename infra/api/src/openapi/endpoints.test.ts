import * as contracts from '@portal/contracts';
import { apiRoutes, endpointPattern, type Endpoint } from '@portal/contracts';
import { databaseTargets } from '../testing/databases';
import { useTestApi } from '../testing/harness';
import { LEGACY_ROUTES } from './legacyRoutes';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

/** Every endpoint @portal/contracts declares (its `…Endpoints` groups), as `METHOD /api/path`. */
const declared = new Set(
  Object.entries(contracts)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([, group]) => Object.values(group as Record<string, unknown>).filter(isEndpoint))
    .map((endpoint) => `${endpoint.method} ${endpointPattern(endpoint)}`),
);

describe('endpoints are data', () => {
  const api = useTestApi(databaseTargets[0]!, { seed: false });
  const served = () =>
    api.app.registeredRoutes
      .filter(
        (route) =>
          !['HEAD', 'OPTIONS'].includes(route.method) && route.url.startsWith(endpointPattern({ path: '/' })),
      )
      .filter((route) => !route.url.startsWith(apiRoutes.docs))
      .map((route) => `${route.method} ${route.url}`);

  it('registers every new route from a declared endpoint; the older ones are listed to move over', () => {
    const undeclared = served().filter((route) => !declared.has(route) && !LEGACY_ROUTES.includes(route));
    expect(undeclared).toEqual([]);
  });

  it('serves every declared endpoint', () => {
    const routes = new Set(served());
    expect([...declared].filter((endpoint) => !routes.has(endpoint))).toEqual([]);
    expect(declared.size).toBeGreaterThanOrEqual(28);
  });

  it('lists only legacy routes that are still served and still undeclared (the list only shrinks)', () => {
    const routes = new Set(served());
    expect(LEGACY_ROUTES.filter((route) => !routes.has(route) || declared.has(route))).toEqual([]);
  });
});
