import { useEffect, useState } from 'react';
import type { MetadataGroups } from '@portal/contracts';
import { fetchShellMetadata } from './shellMetadataCall';

/** The shell's metadata answer: still coming, failed (the pages show no operator content), or read. */
export type ShellMetadataState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; groups: MetadataGroups };

let loaded: Promise<ShellMetadataState> | undefined;

/** COMMON and VIP_BENEFITS, read once per page load (operators' changes show on the next load). */
export function useShellMetadataState(): ShellMetadataState {
  const [state, setState] = useState<ShellMetadataState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loaded ??= fetchShellMetadata().then(
      (groups): ShellMetadataState => ({ status: 'ready', groups }),
      (): ShellMetadataState => ({ status: 'failed' }),
    );
    void loaded.then((value) => active && setState(value));
    return () => {
      active = false;
    };
  }, []);
  return state;
}

/** The groups once read; null while they load or when they could not be read. */
export function useShellMetadata(): MetadataGroups | null {
  const state = useShellMetadataState();
  return state.status === 'ready' ? state.groups : null;
}

/** Tests: read again. */
export const resetShellMetadata = () => {
  loaded = undefined;
};
