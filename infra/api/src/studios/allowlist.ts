import type { StudioOriginsRepository } from './repository';

/** How long a replica trusts its copy of the list: a change reaches every replica within this time. */
export const ALLOWLIST_TTL_MS = 5_000;

export interface StudioAllowlist {
  isAllowed(origin: string): Promise<boolean>;
  /** Forget the copy now (this replica changed the list). */
  invalidate(): void;
}

/**
 * The studio origins, read from the database at most once per TTL and shared by concurrent callers:
 * CORS runs on every cross-origin call, the list changes rarely, and every replica reads the same rows.
 */
export function createStudioAllowlist(
  repository: Pick<StudioOriginsRepository, 'list'>,
  { ttlMs = ALLOWLIST_TTL_MS, now = () => Date.now() }: { ttlMs?: number; now?: () => number } = {},
): StudioAllowlist {
  let loaded: { at: number; origins: Promise<ReadonlySet<string>> } | null = null;

  function origins(): Promise<ReadonlySet<string>> {
    if (loaded && now() - loaded.at < ttlMs) return loaded.origins;
    const load = repository.list().then((records) => new Set(records.map((record) => record.origin)));
    const entry = { at: now(), origins: load };
    loaded = entry;
    // A failed read is not kept: the next call tries again.
    load.catch(() => {
      if (loaded === entry) loaded = null;
    });
    return load;
  }

  return {
    isAllowed: async (origin) => (await origins()).has(origin),
    invalidate: () => {
      loaded = null;
    },
  };
}
