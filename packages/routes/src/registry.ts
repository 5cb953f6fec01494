/**
 * The registry documents, validated wherever they are read (valibot):
 *  - `routes.json`, what a remote's build ships beside its `mf-manifest.json`;
 *  - the deploy registry on disk (`<DEPLOY_DIR>/registry.json`), written by `deploy:remote`, with
 *    the routes and overlays of every version so a rollback restores them;
 *  - the public registry (`GET /registry.json`), what the shell boots from.
 * `schemaVersion` changes whenever a reader of the previous shape would misread the new one.
 */
import * as v from 'valibot';
import { OVERLAY_MOUNTS } from './declaration';
import { META_LANGUAGES } from './meta/pageMeta';
import { patternProblem } from './pattern';

export const ROUTES_FILE = 'routes.json';
/** A build's texts files per language (`{ "en": ["314.f5c1107a.js"] }`), beside `routes.json`. */
export const TEXTS_FILE = 'texts.json';
/** A build's script font files per language and weight (`{ "th": { "400": "assets/….woff2" } }`). */
export const SCRIPT_FONTS_FILE = 'fonts.json';
/** A build's server render: Node code the gateway runs, in a folder that is never served. */
export const SERVER_RENDER_DIR = 'server';
export const SERVER_RENDER_FILE = `${SERVER_RENDER_DIR}/render.js`;
export const ROUTES_SCHEMA_VERSION = 1;
export const REGISTRY_SCHEMA_VERSION = 2;

/** A remote's name: its workspace folder and single-spa application (`mf-campaign-ash-echoes`). */
export const REMOTE_NAME_PATTERN = /^mf-[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A version id is the first 16 hex of a sha256 over the build's files: the same source and lockfile
 * give the same build, so the same id. Ids of older deploys (`YYYYMMDDTHHmmssZ-<8 hex>`) still read.
 */
export const VERSION_ID_PATTERN = /^(?:[0-9a-f]{16}|\d{8}T\d{6}Z-[0-9a-f]{8})$/;

export const RemoteNameSchema = v.pipe(
  v.string(),
  v.regex(REMOTE_NAME_PATTERN, 'a remote is named mf-<lowercase words joined by ->'),
);
const VersionSchema = v.pipe(v.string(), v.regex(VERSION_ID_PATTERN, 'not a version id'));

export const RoutePatternSchema = v.pipe(
  v.string(),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = patternProblem(dataset.value);
    if (problem) addIssue({ message: `route "${dataset.value}" ${problem}` });
  }),
);

const MetaTextSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(300));
const LocalizedTextSchema = v.strictObject({
  en: MetaTextSchema,
  ...Object.fromEntries(META_LANGUAGES.filter((l) => l !== 'en').map((l) => [l, v.optional(MetaTextSchema)])),
} as { en: typeof MetaTextSchema } & Record<
  'id' | 'th' | 'vn',
  v.OptionalSchema<typeof MetaTextSchema, undefined>
>);

export const PageMetaSchema = v.strictObject({
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  /** A file of the app (a relative path without `..`): its source image, then its rendered preview. */
  image: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(?!.*\.\.)[\w][\w./-]*\.(?:png|jpe?g|svg|webp)$/i,
        'an image is a relative path to a PNG, JPEG, SVG or WebP file',
      ),
    ),
  ),
  index: v.optional(v.boolean()),
  /** The hero's source image (as declared), then the AVIF variants the build rendered. */
  hero: v.optional(
    v.union([
      v.pipe(
        v.string(),
        v.regex(
          /^(?!.*\.\.)[\w][\w./-]*\.(?:png|jpe?g|svg)$/i,
          'a hero is a relative path to a PNG, JPEG or SVG file',
        ),
      ),
      v.strictObject({
        type: v.literal('image/avif'),
        sizes: v.pipe(v.string(), v.maxLength(200)),
        candidates: v.pipe(
          v.array(
            v.strictObject({
              file: v.pipe(
                v.string(),
                v.regex(/^(?!.*\.\.)[\w][\w./-]*\.avif$/, 'a hero file is a relative .avif path'),
              ),
              width: v.pipe(v.number(), v.integer(), v.minValue(1)),
            }),
          ),
          v.minLength(1),
        ),
      }),
    ]),
  ),
});

export const RouteDeclarationSchema = v.strictObject({
  path: RoutePatternSchema,
  page: v.pipe(v.string(), v.nonEmpty()),
  protected: v.optional(v.boolean()),
  signedOut: v.optional(v.boolean()),
  menuKey: v.optional(v.picklist(['home', 'games', 'topup', 'myVip', 'playtesting', 'friends'])),
  webview: v.optional(v.picklist(['bypass', 'hidden'])),
  // Optional in documents: versions deployed before pages declared their meta still load.
  meta: v.optional(PageMetaSchema),
});

export const OverlayDeclarationSchema = v.strictObject({
  name: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'an overlay name is lowercase words joined by -')),
  expose: v.pipe(v.string(), v.regex(/^\.\/[\w-]+$/, 'an expose looks like ./sheets')),
  mount: v.optional(v.picklist(OVERLAY_MOUNTS)),
});

/**
 * A version's routes and overlays, listed field by field in each document that carries them: a
 * spread (of a schema's `.entries` or of any object) stays in the minified files even where the
 * document's schema is unused, so every unused document schema's arguments stayed in the pages.
 */
const RouteListSchema = v.array(RouteDeclarationSchema);
const OverlayListSchema = v.optional(v.array(OverlayDeclarationSchema), []);

/** What one version of a remote puts in the route table and on every page. */
export const RemoteRoutesSchema = v.object({ routes: RouteListSchema, overlays: OverlayListSchema });
export type RemoteRoutes = v.InferOutput<typeof RemoteRoutesSchema>;

/**
 * Per tree-shaken shared library (react-router-dom, valibot…): the exports this build's copy holds
 * and the ones its code calls. One copy serves the page, so every live version's `needs` must be in
 * every other's `provides`; deploys check it.
 */
export const SharedExportsSchema = v.record(
  v.string(),
  v.object({ provides: v.array(v.string()), needs: v.array(v.string()) }),
);
export type SharedExports = v.InferOutput<typeof SharedExportsSchema>;

/** `routes.json` in a remote's build output. */
export const RoutesManifestSchema = v.object({
  schemaVersion: v.literal(ROUTES_SCHEMA_VERSION),
  app: v.string(),
  routes: RouteListSchema,
  overlays: OverlayListSchema,
  /** The most JS (KB brotli, every .js file of the build) a deploy of this remote may ship (`jsBudgetKB` in routes.ts). */
  jsBudgetKB: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Absent in builds made before deploys compared them. */
  shared: v.optional(SharedExportsSchema),
});
export type RoutesManifest = v.InferOutput<typeof RoutesManifestSchema>;

/**
 * One published version: its routes and overlays, and where its files are. Without `base` the
 * gateway serves them from DEPLOY_DIR (`/remotes/<app>/<version>/`); with it they sit on an asset
 * origin (a CDN) at that absolute folder URL, ending in `/`.
 */
/** Whether a deploy gate ran and passed, or was skipped on purpose (`--skip-checks`). */
const CheckOutcomeSchema = v.picklist(['passed', 'skipped']);

/** Who shipped a version, when, and what it was checked against: the release history reads it. */
export const ReleaseRecordSchema = v.object({
  by: v.pipe(v.string(), v.nonEmpty()),
  at: v.pipe(v.string(), v.isoTimestamp()),
  checks: v.object({ typecheck: CheckOutcomeSchema, tests: CheckOutcomeSchema }),
  /** JS of the build, brotli bytes, and the budget it was held to. */
  jsBytes: v.pipe(v.number(), v.integer(), v.minValue(0)),
  jsBudgetBytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type ReleaseRecord = v.InferOutput<typeof ReleaseRecordSchema>;

export const ReleaseSchema = v.object({
  routes: RouteListSchema,
  overlays: OverlayListSchema,
  record: v.optional(ReleaseRecordSchema),
  shared: v.optional(SharedExportsSchema),
  base: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      v.regex(/^https?:\/\/[^?#]*\/$/, 'a release base is an http(s) folder URL ending in /'),
    ),
  ),
  /**
   * The version's server render (`render({ path, language, origin })` for a visitor's first view),
   * relative to DEPLOY_DIR, where the deploy keeps it for the gateway: `server-render/<app>/<version>/render.js`.
   */
  serverRender: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^server-render\/[\w-]+\/[\w-]+\/render\.js$/,
        'a server render lives in server-render/<app>/<version>/',
      ),
    ),
  ),
});
export type Release = v.InferOutput<typeof ReleaseSchema>;

/** A version live for a share of browsers (sticky per browser, decided by the gateway). */
export const CanarySchema = v.object({
  version: VersionSchema,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  since: v.pipe(v.string(), v.isoTimestamp()),
});
export type Canary = v.InferOutput<typeof CanarySchema>;

const RemoteDeploymentSchema = v.pipe(
  v.object({
    current: VersionSchema,
    canary: v.optional(CanarySchema),
    /** Every version made current by a deploy or promote, oldest first. */
    history: v.array(VersionSchema),
    /** What each version shipped, published ones not yet promoted included. */
    releases: v.record(VersionSchema, ReleaseSchema),
  }),
  v.check(
    (entry) => entry.history.includes(entry.current) && entry.current in entry.releases,
    'current must be in history and have its release',
  ),
);
export type RemoteDeployment = v.InferOutput<typeof RemoteDeploymentSchema>;

export const RELEASE_ACTIONS = [
  'published',
  'unchanged',
  'canary',
  'promoted',
  'rolled back',
  'rolled back automatically',
] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

/** One line of the release history: what happened to which version, who did it, and why. */
export const ReleaseEventSchema = v.object({
  at: v.pipe(v.string(), v.isoTimestamp()),
  app: RemoteNameSchema,
  version: VersionSchema,
  action: v.picklist(RELEASE_ACTIONS),
  by: v.pipe(v.string(), v.nonEmpty()),
  percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  reason: v.optional(v.string()),
});
export type ReleaseEvent = v.InferOutput<typeof ReleaseEventSchema>;

/** `<DEPLOY_DIR>/registry.json` */
export const DeployRegistrySchema = v.object({
  schemaVersion: v.literal(REGISTRY_SCHEMA_VERSION),
  remotes: v.record(RemoteNameSchema, RemoteDeploymentSchema),
  /** Versions published (`deploy:remote publish`) and not promoted yet; promote moves one into `remotes`. */
  published: v.optional(v.record(RemoteNameSchema, v.record(VersionSchema, ReleaseSchema))),
  /** The release history, oldest first (`npm run admin -- releases`). */
  events: v.optional(v.array(ReleaseEventSchema)),
});
export type DeployRegistry = v.InferOutput<typeof DeployRegistrySchema>;

export const emptyDeployRegistry = (): DeployRegistry => ({
  schemaVersion: REGISTRY_SCHEMA_VERSION,
  remotes: {},
});

/** `GET /registry.json`: the live version of each remote, where to load it, and what it routes. */
export const PublicRegistrySchema = v.object({
  schemaVersion: v.optional(v.literal(REGISTRY_SCHEMA_VERSION)),
  remotes: v.array(
    v.object({
      app: v.string(),
      name: v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]*$/, 'container name must be a JS identifier')),
      version: v.string(),
      manifest: v.string(),
      routes: v.optional(RouteListSchema, []),
      overlays: OverlayListSchema,
      /** How this browser got this version: everyone's, the canary share's, or its preview. */
      channel: v.optional(v.picklist(['live', 'canary', 'preview'])),
    }),
  ),
});
export type PublicRegistry = v.InferOutput<typeof PublicRegistrySchema>;

/** The issues of a failed parse as one readable line per problem, with where it is. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map((issue) => {
      const where = v.getDotPath(issue);
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Parses a document or throws one Error naming the source and every problem. */
export function parseDocument<TSchema extends v.GenericSchema>(
  schema: TSchema,
  text: string,
  source: string,
): v.InferOutput<TSchema> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const result = v.safeParse(schema, raw);
  if (!result.success) throw new Error(`${source}: ${describeIssues(result.issues)}`);
  return result.output;
}

/** Container name of a remote: `mf-help` → `mf_help`. */
export const federationName = (app: string) => app.replace(/-/g, '_');
