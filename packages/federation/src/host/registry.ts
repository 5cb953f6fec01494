import * as v from 'valibot';

/** The gateway's registry: which version of each remote is live, by manifest URL. */
export const RegistrySchema = v.object({
  remotes: v.array(
    v.object({
      app: v.string(),
      name: v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/, 'container name must be a JS identifier')),
      version: v.string(),
      manifest: v.string(),
    }),
  ),
});
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
