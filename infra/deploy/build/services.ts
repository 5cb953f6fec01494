/**
 * What `npm run build:prod` makes: one self-contained folder per service under dist/prod/, started
 * with `node main.js` there (by the images, the production-stage test and an operator alike).
 */
import path from 'node:path';
import { workspaceRemotes } from '../../scripts/workspaceRemotes';

export const repoRoot = path.resolve(__dirname, '../../..');

export interface ServiceArtifact {
  /** Folder name under dist/prod/ and the service's name in compose. */
  name: 'api' | 'migrate' | 'admin' | 'gateway' | 'publish';
  /** TypeScript entry point, from the repository root; bundled to main.js. */
  entry: string;
  /** Runtime files it reads: repository path → path inside the folder. */
  files: Record<string, string>;
}

/** Packages that cannot be bundled: native addons, wasm and files read beside their own code. */
export const NATIVE_PACKAGES = [
  '@electric-sql/pglite', // wasm, data bundles and extensions read from its own folder
  '@node-rs/argon2', // native addon (+ its platform package)
  'sharp', // native addon and libvips (+ @img/* platform packages)
  '@fastify/swagger-ui', // serves the Swagger UI files from its own folder
] as const;

/** Optional requires of bundled packages that are never installed (esbuild must leave them alone). */
export const ABSENT_OPTIONAL_PACKAGES = ['pg-native', 'pino-pretty'] as const;

/** The learn videos the campaign media routes serve, read from `<main.js folder>/files`. */
const API_FILES = { 'infra/api/src/campaign/media/files': 'files' };

export const SERVICES: readonly ServiceArtifact[] = [
  { name: 'api', entry: 'infra/api/src/main.ts', files: API_FILES },
  { name: 'migrate', entry: 'infra/deploy/migrate.ts', files: {} },
  { name: 'admin', entry: 'infra/api/src/cli/admin.ts', files: API_FILES },
  // The shell's production build, source maps left out (they go to the error tracker, not to players).
  { name: 'gateway', entry: 'infra/gateway/src/main.ts', files: { 'shell/dist': 'shell' } },
  // The deploy CLI (`npm run deploy:remote`) with what a release publishes: each remote's build, and
  // the shell's route table that new routes are checked against.
  {
    name: 'publish',
    entry: 'infra/gateway/src/deploy/cli.ts',
    files: {
      'shell/dist/routes.json': 'shell/routes.json',
      ...Object.fromEntries(workspaceRemotes(repoRoot).map((app) => [`${app}/dist`, `remotes/${app}`])),
    },
  },
];

/** The command every image and the production-stage test start in a service's folder. */
export const START_COMMAND = ['node', 'main.js'] as const;
