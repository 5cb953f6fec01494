/** `GET /embed/v1/manifest.json`: the live remote versions a v1 loader may use (written by the gateway). */
export interface EmbedManifest {
  api: 1;
  /** The portal's API, e.g. https://portal.example/api. */
  apiBaseUrl: string;
  remotes: Record<
    string,
    {
      /** Module Federation container name (`mf_help`). */
      name: string;
      version: string;
      /** Absolute URL of the version's `mf-manifest.json`. */
      manifestUrl: string;
      /** Literal route paths the version serves (campaign widgets check theirs). */
      paths: string[];
    }
  >;
}

export const MANIFEST_PATH = '/embed/v1/manifest.json';
