import type { RegistrySnapshot } from '../registry/liveRegistry';

/** The body of `GET /embed/v1/manifest.json` (the SDK's `EmbedManifest`, packages/embed-sdk/src/manifest.ts). */
export function embedManifest(snapshot: RegistrySnapshot, portalOrigin: string) {
  return {
    api: 1,
    apiBaseUrl: `${portalOrigin}/api`,
    remotes: Object.fromEntries(
      snapshot.remotes.map((remote) => [
        remote.app,
        {
          name: remote.name,
          version: remote.version,
          manifestUrl: new URL(remote.manifestUrl, portalOrigin).href,
          // Literal paths only: a campaign widget checks its game's page is among them.
          paths: (remote.release?.routes ?? [])
            .map((route) => route.path)
            .filter((path) => !path.includes(':')),
        },
      ]),
    ),
  };
}
