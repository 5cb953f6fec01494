import { loadRemote } from '@module-federation/enhanced/runtime';
import type * as AuthSession from 'mf-auth/session';

/**
 * The exposed modules the shell loads by name, typed from the remotes' own sources: each remote's
 * package.json publishes its federation `exposes` as types only (`exports` with a `types`
 * condition and no runtime one, so a value import of a remote fails the build instead of bundling
 * it). Change a signature in mf-auth's `./session` and the shell's typecheck fails (see
 * remoteModules.typecheck.test.ts); the code itself still arrives at run time through federation.
 */
export interface RemoteModules {
  'mf_auth/session': typeof AuthSession;
}

/** `loadRemote` for a module of the table above: its type comes from the remote's source. */
export const loadRemoteModule = <Id extends keyof RemoteModules>(id: Id): Promise<RemoteModules[Id] | null> =>
  loadRemote<RemoteModules[Id]>(id);
