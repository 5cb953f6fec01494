/**
 * Reading the deploy registry from disk, for the services (the gateway serves it, the API's admin
 * reads its release history). Node-only (`@portal/routes/deployRegistryFile`); the browser reads the
 * public registry over HTTP.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { DeployRegistrySchema, parseDocument, type DeployRegistry } from './registry';

/** `<DEPLOY_DIR>/registry.json`. */
export const deployRegistryFile = (deployDir: string): string => path.join(deployDir, 'registry.json');

/** The deploy registry in `deployDir`, validated; null when nothing was ever deployed there. */
export async function readDeployRegistryFile(deployDir: string): Promise<DeployRegistry | null> {
  const file = deployRegistryFile(deployDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  return parseDocument(DeployRegistrySchema, text, file);
}
