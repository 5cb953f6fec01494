import * as v from 'valibot';

// ---------------------------------------------------------------------------------------------
// Operations: the request id and the operators' command route (what logs never show: ./logging.ts).
// ---------------------------------------------------------------------------------------------

/** One id per request: the gateway makes it (or keeps a well-formed incoming one), the API logs it, both answer it. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** The operators' command route: the admin CLI runs any of its commands on a running API through it. */
export const adminApiRoutes = {
  commands: '/api/admin/commands',
} as const;

/** Who runs an admin command, when the token is shared (ADMIN_OPERATOR, or the OS user). */
export const OPERATOR_HEADER = 'x-operator';
export const OPERATOR_NAME = /^[A-Za-z0-9:._@-]{1,64}$/;

/** Largest file an admin command may carry (a picture, a CSV of codes). */
export const ADMIN_COMMAND_FILE_MAX_BYTES = 8 * 1024 * 1024;

export const AdminCommandPayloadSchema = v.object({
  /** The command line after `npm run admin --`. */
  argv: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.minLength(1), v.maxLength(64)),
  /** Files the command names, read by the CLI: path as typed → base64 content. */
  files: v.optional(v.record(v.pipe(v.string(), v.maxLength(4096)), v.string()), {}),
});
export type AdminCommandPayload = v.InferOutput<typeof AdminCommandPayloadSchema>;

/** The route answers NDJSON, one of these per line, the exit code last. */
export const AdminCommandLineSchema = v.union([
  v.object({ out: v.string() }),
  v.object({ err: v.string() }),
  v.object({ exitCode: v.pipe(v.number(), v.integer()) }),
]);
export type AdminCommandLine = v.InferOutput<typeof AdminCommandLineSchema>;
