import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAME_PATTERN } from '@portal/routes/registry';

/**
 * The remotes of a workspace: the root package.json's workspace folders named `mf-<words>` that
 * hold a federation config. `npm run new:remote` adds one; nothing else lists them.
 */
export function workspaceRemotes(root: string): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  return workspaces
    .filter((folder) => REMOTE_NAME_PATTERN.test(folder))
    .filter((folder) => existsSync(path.join(root, folder, 'federation.config.ts')))
    .sort();
}
