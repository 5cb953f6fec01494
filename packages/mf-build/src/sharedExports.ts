import type { SharedExports } from '@portal/routes/registry';
import { inRepoClosure, inRepoPackages } from './inRepoPackages';
import { packageExports } from './packageExports';
import { SINGLETONS, TREE_SHAKEN } from './shared';
import { exportsUsedIn } from './usedExports';

/**
 * For each tree-shaken shared library and in-repo singleton: what this build's copy holds
 * (`provides`: the workspace's union when it was built, or the package's exports) and what this app's
 * own code and the in-repo packages it bundles call (`needs`). The page runs one copy, usually the shell's, without comparing the two, so a deploy
 * compares them across every live version (a remote built before a shell that dropped an export
 * would otherwise fail on "x is not a function").
 */
export function sharedExportsOf(
  appDir: string,
  workspaceRoot: string,
  provided: Record<string, { treeShaking?: { usedExports: string[] } }>,
): SharedExports {
  const sources = inRepoClosure(appDir, workspaceRoot);
  const result: SharedExports = {};
  for (const [key, { specifiers, libraryImports }] of Object.entries(TREE_SHAKEN)) {
    const provides = provided[key]?.treeShaking?.usedExports;
    if (!provides) continue;
    const needs = new Set([...exportsUsedIn(sources, specifiers), ...libraryImports]);
    result[key] = { provides, needs: [...needs].sort() };
  }
  // In-repo singletons are whole, but one copy (the shell's) serves remotes built before or after it.
  const packages = inRepoPackages(workspaceRoot);
  for (const name of SINGLETONS) {
    const dir = packages.get(name);
    if (!dir || !provided[name]) continue;
    result[name] = { provides: packageExports(dir), needs: exportsUsedIn(sources, [name]) };
  }
  return result;
}
