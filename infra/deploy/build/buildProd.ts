/**
 * `npm run build:prod`: the folders that ship, under dist/prod/ (DIST_PROD_DIR overrides):
 *   <service>/main.js        the service bundled by esbuild (workspace packages and pure-JS libraries inside)
 *   <service>/package.json   only the packages it cannot bundle, with their exact versions
 *   <service>/node_modules/  those packages, copied from the workspace's install (this platform's binaries)
 *   <service>/…              the runtime files it reads (see services.ts)
 *   meta/<service>.json      esbuild's metafile: the sources bundled (for the checks, never shipped)
 * The shell is built first (nx cache) when shell/dist is missing; its source maps go to
 * dist/prod/sourcemaps/shell/, never into the gateway's served folder.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { precompressShellBuild } from '../../gateway/src/deploy/precompress';
import { answerHelp } from '../../scripts/usage';
import { copyNativePackages } from './nativePackages';
import {
  ABSENT_OPTIONAL_PACKAGES,
  NATIVE_PACKAGES,
  repoRoot,
  SERVICES,
  type ServiceArtifact,
} from './services';
export const distProdDir = (env: NodeJS.ProcessEnv = process.env) =>
  path.resolve(env.DIST_PROD_DIR ?? path.join(repoRoot, 'dist', 'prod'));

const NODE_TARGET = 'node20.19';

/** The native packages a bundle really imports (the metafile's external imports). */
function importedNativePackages(metafile: Metafile): string[] {
  const imported = new Set<string>();
  for (const input of Object.values(metafile.inputs))
    for (const { path: specifier, external } of input.imports)
      if (external) {
        const name = NATIVE_PACKAGES.find((pkg) => specifier === pkg || specifier.startsWith(`${pkg}/`));
        if (name) imported.add(name);
      }
  return [...imported].sort();
}

async function buildService(service: ServiceArtifact, outRoot: string): Promise<string[]> {
  const outDir = path.join(outRoot, service.name);
  await fs.rm(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: [path.join(repoRoot, service.entry)],
    outfile: path.join(outDir, 'main.js'),
    bundle: true,
    platform: 'node',
    target: NODE_TARGET,
    format: 'cjs',
    minifySyntax: true,
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    external: [...NATIVE_PACKAGES, ...ABSENT_OPTIONAL_PACKAGES],
    metafile: true,
    logLevel: 'warning',
  });
  // Which sources went in (the container checks read the variables those sources read); not shipped.
  await fs.mkdir(path.join(outRoot, 'meta'), { recursive: true });
  await fs.writeFile(path.join(outRoot, 'meta', `${service.name}.json`), JSON.stringify(result.metafile));
  const natives = importedNativePackages(result.metafile);
  const versions = await copyNativePackages(natives, repoRoot, outDir);
  for (const [from, to] of Object.entries(service.files)) {
    await fs.cp(path.join(repoRoot, from), path.join(outDir, to), {
      recursive: true,
      filter: (file) => !file.endsWith('.map'),
    });
  }
  await fs.writeFile(
    path.join(outDir, 'package.json'),
    `${JSON.stringify(
      {
        name: `@portal/${service.name}-artifact`,
        private: true,
        description: `The ${service.name} service as it ships: node main.js`,
        main: 'main.js',
        scripts: { start: 'node main.js' },
        engines: { node: '>=20.19 <25' },
        dependencies: versions,
      },
      null,
      2,
    )}\n`,
  );
  return natives;
}

async function copyShellSourceMaps(outRoot: string) {
  const target = path.join(outRoot, 'sourcemaps', 'shell');
  await fs.rm(target, { recursive: true, force: true });
  await fs.cp(path.join(repoRoot, 'shell', 'dist'), target, {
    recursive: true,
    filter: (file) => !path.extname(file) || file.endsWith('.map'),
  });
}

export async function buildProd(outRoot = distProdDir()): Promise<void> {
  if (!process.env.BUILD_PROD_SKIP_APPS) {
    // The shell and the remotes' production builds (a cache hit when nothing changed).
    const apps = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', BUILD_LABEL: '' },
    });
    if (apps.status !== 0) throw new Error('the production builds of the shell and the remotes failed');
  }
  if (!existsSync(path.join(repoRoot, 'shell', 'dist', 'index.html')))
    throw new Error('shell/dist/index.html is missing: the shell was not built');
  // The gateway's image serves the shell's files as they are: compressed at brotli's best once, here.
  await precompressShellBuild(path.join(repoRoot, 'shell', 'dist'));
  for (const service of SERVICES) {
    const started = Date.now();
    const natives = await buildService(service, outRoot);
    console.log(
      `${service.name}: ${path.relative(repoRoot, path.join(outRoot, service.name))}/main.js` +
        ` (${natives.length ? `with ${natives.join(', ')}` : 'no native packages'}) in ${Date.now() - started} ms`,
    );
  }
  await copyShellSourceMaps(outRoot);
}

if (require.main === module) {
  answerHelp(`Usage: npm run build:prod
Builds the shell and the remotes (nx cache), then bundles each service into dist/prod/<service>/
(api, migrate, admin, gateway, publish): main.js, the runtime files it reads, and only the native
packages it cannot bundle. Start one with \`node main.js\` in its folder (infra/deploy/README.md).

Environment: DIST_PROD_DIR (default dist/prod), BUILD_PROD_SKIP_APPS=1 (bundle the services only).`);
  buildProd().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
