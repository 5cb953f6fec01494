import type { DeployRegistry, SharedExports } from '@portal/routes/registry';
import { DeployRefused } from './checks';

/** A build on the page: the shell, or a live (or canary) version of a remote. */
export interface SharedParticipant {
  who: string;
  shared?: SharedExports;
}

/**
 * What would break if `candidate` joined the page beside `others`: a shared library tree-shaken to
 * one build's union is handed to every app, so each one's calls must be in each other's copy.
 * Builds made before they recorded their exports cannot be compared and are passed over.
 */
export function sharedExportGaps(
  candidate: SharedParticipant,
  others: readonly SharedParticipant[],
): string[] {
  return others.flatMap((other) => [...callsMissing(candidate, other), ...callsMissing(other, candidate)]);
}

/** The calls `caller` makes into shared libraries that `holder`'s copies lack, one line per library. */
function callsMissing(caller: SharedParticipant, holder: SharedParticipant): string[] {
  return Object.entries(caller.shared ?? {}).flatMap(([library, { needs }]) => {
    const provides = holder.shared?.[library]?.provides;
    const missing = provides ? needs.filter((name) => !provides.includes(name)) : [];
    return missing.length > 0
      ? [`${caller.who} calls ${library}'s ${missing.join(', ')}, which ${holder.who}'s shared copy lacks`]
      : [];
  });
}

/** Every live and canary version of the remotes other than `except`, as the registry has them. */
function liveRemotes(registry: DeployRegistry, except?: string): SharedParticipant[] {
  return Object.entries(registry.remotes).flatMap(([app, deployment]) => {
    if (app === except) return [];
    const live = {
      who: `${app} ${deployment.current}`,
      shared: deployment.releases[deployment.current]?.shared,
    };
    const canary = deployment.canary;
    if (!canary) return [live];
    const release = registry.published?.[app]?.[canary.version] ?? deployment.releases[canary.version];
    return [live, { who: `${app} ${canary.version} (canary)`, shared: release?.shared }];
  });
}

/** The shell and every live and canary version of the other remotes. */
export function pageParticipants(
  app: string,
  shell: SharedParticipant,
  registry: DeployRegistry,
): SharedParticipant[] {
  return [shell, ...liveRemotes(registry, app)];
}

/**
 * What the live page would fail on with this shell: each live or canary remote's calls its shared
 * copies lack. A deploy refuses these; a shell rolled out with the gateway is not a deploy, so the
 * gateway reports them when it reads the registry.
 */
export function liveSharedGaps(shell: SharedParticipant, registry: DeployRegistry): string[] {
  return liveRemotes(registry).flatMap((remote) => sharedExportGaps(remote, [shell]));
}

/** The remotes whose live version calls a shared export this shell's copies lack. */
export function remotesShellCannotServe(shell: SharedParticipant, registry: DeployRegistry): string[] {
  return Object.entries(registry.remotes)
    .filter(([app, deployment]) => {
      const live = { who: app, shared: deployment.releases[deployment.current]?.shared };
      return callsMissing(live, shell).length > 0;
    })
    .map(([app]) => app);
}

export function assertSharedExportsFit(
  candidate: SharedParticipant,
  others: readonly SharedParticipant[],
  what: string,
): void {
  const gaps = sharedExportGaps(candidate, others);
  if (gaps.length === 0) return;
  throw new DeployRefused(
    `${what}; nothing changed: one shared copy serves the page and these calls would fail in the browser:\n  ` +
      `${gaps.join('\n  ')}\n` +
      'Deploy a shell built from the same or newer sources first, or rebuild this remote from sources that match the live shell.',
  );
}
