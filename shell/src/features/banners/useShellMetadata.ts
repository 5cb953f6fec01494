import { useEffect, useState } from 'react';
import type { MetadataGroups } from '@portal/contracts';
import { fetchShellMetadata } from './shellMetadataCall';

let loaded: Promise<MetadataGroups | null> | undefined;

/** COMMON and VIP_BENEFITS, read once per page load (operators' changes show on the next load). */
export function useShellMetadata(): MetadataGroups | null {
  const [groups, setGroups] = useState<MetadataGroups | null>(null);
  useEffect(() => {
    let active = true;
    loaded ??= fetchShellMetadata().catch(() => null);
    void loaded.then((value) => active && setGroups(value));
    return () => {
      active = false;
    };
  }, []);
  return groups;
}

/** Tests: read again. */
export const resetShellMetadata = () => {
  loaded = undefined;
};
