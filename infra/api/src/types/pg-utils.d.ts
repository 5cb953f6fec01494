/** node-postgres's own value-to-text conversion (not in @types/pg): the PGlite query path uses it. */
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
