import { promises as fs } from 'node:fs';
import path from 'node:path';
import { SERVER_RENDER_DIR, SERVER_RENDER_FILE } from '@portal/routes/registry';
import type { RemoteApp } from '../config';

const SERVER_DIR = `${SERVER_RENDER_DIR}/`;
const RENDER_FILE = path.posix.basename(SERVER_RENDER_FILE);

/** A build's files that players download: its server render is not one of them. */
export const browserFiles = (files: readonly string[]) =>
  files.filter((file) => !file.startsWith(SERVER_DIR));

/**
 * Where a version's server render is kept, relative to DEPLOY_DIR: beside the registry, in a folder
 * neither the gateway's static routes nor the asset origin serve (it is code for the gateway to run).
 */
export const serverRenderPath = (app: RemoteApp, version: string) =>
  path.posix.join('server-render', app, version, RENDER_FILE);

/**
 * Moves the build's `server/` folder aside (see serverRenderPath) and answers the path the registry
 * names, or undefined for a remote without a server render.
 */
export async function keepServerRenderAside(
  outDir: string,
  files: readonly string[],
  deployDir: string,
  app: RemoteApp,
  version: string,
): Promise<string | undefined> {
  if (!files.includes(SERVER_RENDER_FILE)) return undefined;
  const kept = serverRenderPath(app, version);
  const keepDir = path.join(deployDir, path.dirname(kept));
  await fs.rm(keepDir, { recursive: true, force: true });
  await fs.mkdir(path.dirname(keepDir), { recursive: true });
  await fs.rename(path.join(outDir, SERVER_DIR), keepDir);
  return kept;
}
