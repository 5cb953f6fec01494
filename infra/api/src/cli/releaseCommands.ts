/**
 * `releases [<app>]`: the release history of the remotes, read from the deploy registry
 * (`<DEPLOY_DIR>/registry.json`, written by `deploy:remote`, `promote:remote`, `rollback:remote` and
 * the gateway's automatic canary rollback). Every version with who deployed it, when, its checks,
 * its JS, its canary share and how it ended. Needs neither the API nor the database.
 */
import path from 'node:path';
import { deployRegistryFile, readDeployRegistryFile } from '@portal/routes/deployRegistryFile';
import { type DeployRegistry, type ReleaseEvent, type ReleaseRecord } from '@portal/routes/registry';
import { REPO_ROOT } from '../config';
import type { CliIo } from './adminCommands';

export const RELEASES_USAGE = `Releases (read from the deploy registry, DEPLOY_DIR, default <repo>/.deploy):
  releases [<app>]                                   Every version: who, when, checks, JS, canary share, how it ended`;

export const isReleasesCommand = (argv: readonly string[]) => argv[0] === 'releases';

export const deployDirFromEnv = (env: NodeJS.ProcessEnv) =>
  path.resolve(env.DEPLOY_DIR || path.join(REPO_ROOT, '.deploy'));

export async function runReleasesCommand(
  argv: readonly string[],
  deployDir: string,
  io: CliIo,
): Promise<number> {
  const [, app, ...rest] = argv;
  if (rest.length > 0) {
    io.err(`releases takes at most one remote name\n\n${RELEASES_USAGE}`);
    return 2;
  }
  const registry = await readDeployRegistryFile(deployDir);
  if (!registry) {
    io.out(`No releases yet (${deployRegistryFile(deployDir)} does not exist).`);
    return 0;
  }
  const apps = app
    ? [app]
    : [...new Set([...Object.keys(registry.remotes), ...Object.keys(registry.published ?? {})])].sort();
  for (const name of apps) io.out(describeApp(registry, name).join('\n'));
  return 0;
}

/** The lines of one remote: a header, then each version newest first. */
export function describeApp(registry: DeployRegistry, app: string): string[] {
  const deployment = registry.remotes[app];
  const events = (registry.events ?? []).filter((event) => event.app === app);
  const versions = [
    ...new Set([
      ...events.map((event) => event.version),
      ...(deployment?.history ?? []),
      ...Object.keys(registry.published?.[app] ?? {}),
    ]),
  ];
  if (versions.length === 0) return [`${app}: no releases`];
  const lines = [`${app}`];
  for (const version of versions.reverse()) {
    const record = (registry.published?.[app]?.[version] ?? deployment?.releases[version])?.record;
    const own = events.filter((event) => event.version === version);
    const canaryShare = Math.max(
      0,
      ...own.filter((event) => event.action === 'canary').map((event) => event.percent ?? 0),
    );
    const state =
      deployment?.current === version
        ? 'LIVE'
        : deployment?.canary?.version === version
          ? `CANARY ${deployment.canary.percent} %`
          : '';
    lines.push(`  ${version}${state ? `  ${state}` : ''}`);
    lines.push(`    ${describeRecord(record)}`);
    lines.push(`    canary share: ${canaryShare > 0 ? `${canaryShare} %` : 'none'}`);
    lines.push(
      `    ended: ${describeEnd(own, deployment?.current === version, deployment?.canary?.version === version)}`,
    );
  }
  return lines;
}

function describeRecord(record: ReleaseRecord | undefined): string {
  if (!record) return 'deployed before release records were kept';
  const checks =
    record.checks.typecheck === 'skipped' && record.checks.tests === 'skipped'
      ? 'checks SKIPPED (--skip-checks)'
      : `type-check ${record.checks.typecheck}, tests ${record.checks.tests}`;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return `deployed by ${record.by} at ${record.at} · ${checks} · JS ${kb(record.jsBytes)} of ${kb(record.jsBudgetBytes)}`;
}

function describeEnd(events: readonly ReleaseEvent[], live: boolean, canaryRunning: boolean): string {
  const last = [...events]
    .reverse()
    .find((event) => event.action !== 'published' && event.action !== 'unchanged');
  const by = (event: ReleaseEvent) => `by ${event.by} at ${event.at}`;
  if (!last) return live ? 'live' : 'published, never live';
  switch (last.action) {
    case 'rolled back automatically':
      return `rolled back automatically ${by(last)}${last.reason ? `: ${last.reason}` : ''}`;
    case 'rolled back':
      return `rolled back by hand ${by(last)}`;
    case 'canary':
      return canaryRunning
        ? `canary running (${last.percent} %) since ${last.at}`
        : `canary ended ${by(last)}`;
    case 'promoted':
      return live ? `promoted to everyone ${by(last)}` : `promoted ${by(last)}, later replaced`;
    default:
      return last.action;
  }
}
