/**
 * The container files are held to what `npm run build:prod` made (the global setup builds it) and to
 * what the code reads: every path a Dockerfile copies exists in dist/prod, every variable a Dockerfile
 * or compose passes is read by the service it goes to, and .env.example lists exactly the variables
 * the services read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  bundledSources,
  composeServices,
  dockerfileCopySources,
  dockerfileEnvNames,
  envExampleNames,
  envReadsOf,
  isRead,
  type EnvReads,
} from '../../deploy/build/containerChecks';
import { SERVICES } from '../../deploy/build/services';
import { distProdDir } from '../../deploy/build/buildProd';
import { repoRoot } from '../src/tempPortal';

const deployDir = path.join(repoRoot, 'infra', 'deploy');
const dist = distProdDir();
const read = (file: string) => readFileSync(file, 'utf8');

/** Variables read by the bundled sources of each service. */
const readsOf = (service: string): EnvReads =>
  envReadsOf(bundledSources(JSON.parse(read(path.join(dist, 'meta', `${service}.json`))), repoRoot));
const reads = Object.fromEntries(SERVICES.map(({ name }) => [name, readsOf(name)]));
/** Which artifacts each image carries (its COPY lines), by Dockerfile name. */
const imageServices = (dockerfile: string) =>
  dockerfileCopySources(read(path.join(deployDir, dockerfile))).map((source) => source.replace(/\/$/, ''));

const dockerfiles = ['api.Dockerfile', 'gateway.Dockerfile', 'publish.Dockerfile'];
/** Set by compose or an image for the platform, not read by our code. */
const PLATFORM_VARIABLES = new Set(['POSTGRES_USER', 'POSTGRES_DB', 'POSTGRES_PASSWORD', 'CDN_ORIGIN']);

for (const dockerfile of dockerfiles) {
  test(`${dockerfile} copies only folders build:prod made, each started with node main.js`, () => {
    const text = read(path.join(deployDir, dockerfile));
    const sources = dockerfileCopySources(text);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(existsSync(path.join(dist, source)), `${source} in ${dist}`).toBe(true);
      expect(existsSync(path.join(dist, source, 'main.js')), `${source}main.js`).toBe(true);
    }
    expect(text).toMatch(/^USER node$/m);
    expect(text).not.toMatch(/\bnpm (ci|install)\b|\btsc\b|\btsx\b/);
  });

  test(`every variable ${dockerfile} sets is read by what it runs`, () => {
    const carried = imageServices(dockerfile);
    for (const name of dockerfileEnvNames(read(path.join(deployDir, dockerfile))))
      expect(
        carried.some((service) => isRead(reads[service]!, name)),
        `${name} (${dockerfile})`,
      ).toBe(true);
  });
}

test('every variable compose passes is read by the service it goes to', () => {
  const services = composeServices(read(path.join(deployDir, 'compose.yaml')));
  expect(services.map((service) => service.name)).toEqual(
    expect.arrayContaining(['postgres', 'migrate', 'api-1', 'api-2', 'publish', 'gateway', 'static-origin']),
  );
  for (const service of services) {
    if (!service.dockerfile) continue; // third-party images (postgres, nginx)
    const carried = imageServices(path.basename(service.dockerfile));
    for (const name of service.environment)
      expect(
        carried.some((artifact) => isRead(reads[artifact]!, name)),
        `${name} (compose service ${service.name})`,
      ).toBe(true);
  }
});

test('.env.example lists every variable the services read, and only those', () => {
  const listed = envExampleNames(read(path.join(deployDir, '.env.example')));
  const everyRead: EnvReads = {
    names: new Set(Object.values(reads).flatMap((entry) => [...entry.names])),
    patterns: Object.values(reads).flatMap((entry) => entry.patterns),
  };
  for (const name of listed)
    expect(isRead(everyRead, name) || PLATFORM_VARIABLES.has(name), `${name} is read by no service`).toBe(
      true,
    );
  for (const name of everyRead.names) expect(listed, `${name} is missing from .env.example`).toContain(name);
  for (const pattern of everyRead.patterns)
    expect(
      listed.some((name) => pattern.test(name)),
      `no example of ${pattern} in .env.example`,
    ).toBe(true);
});
