import * as v from 'valibot';
import { PublicRegistrySchema } from '@portal/routes/registry';

/**
 * The gateway's registry: which version of each remote is live, by manifest URL, with the routes
 * and overlays that version declares (schema in @portal/routes).
 */
export const RegistrySchema = PublicRegistrySchema;
export type Registry = v.InferOutput<typeof RegistrySchema>;
export type RegistryEntry = Registry['remotes'][number];

export async function fetchRegistry(
  url = '/registry.json',
  fetchImpl: typeof fetch = fetch,
): Promise<Registry> {
  const response = await fetchImpl(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`registry answered HTTP ${response.status}`);
  return v.parse(RegistrySchema, await response.json());
}
