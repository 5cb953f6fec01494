import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import * as v from 'valibot';

/**
 * PGlite is single-process: while the API runs, the admin CLI cannot open the database. The API
 * therefore publishes where it listens and a per-start admin token in `<DATA_DIR>.admin.json`
 * (mode 0600, beside the data directory's lock file, removed when the API stops), and the CLI
 * sends its metadata changes to the API's admin routes instead.
 */
export const adminEndpointPath = (dataDir: string) => `${dataDir.replace(/[\\/]+$/, '')}.admin.json`;

const AdminEndpointSchema = v.object({ url: v.string(), token: v.string(), pid: v.number() });
export type AdminEndpoint = v.InferOutput<typeof AdminEndpointSchema>;

export const newAdminToken = () => randomBytes(32).toString('base64url');

export function writeAdminEndpoint(file: string, endpoint: AdminEndpoint): void {
  writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
}

/** The endpoint file, or null when there is none or it is unreadable. */
export function readAdminEndpoint(file: string): AdminEndpoint | null {
  try {
    const parsed = v.safeParse(AdminEndpointSchema, JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Removes the file if it is still ours (a newer API may have replaced it). */
export function removeAdminEndpoint(file: string, token: string): void {
  if (readAdminEndpoint(file)?.token !== token) return;
  try {
    unlinkSync(file);
  } catch {
    // already gone
  }
}
