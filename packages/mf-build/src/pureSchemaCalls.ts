import { createRequire } from 'node:module';
import type { LoaderContext } from 'webpack';

/**
 * The contracts declare their schemas as top-level calls (`export const UserSchema = v.object(…)`),
 * and a call may have side effects as far as webpack and the minifier know: a module that is imported
 * for one schema brought every other schema declared beside it (and their messages) into the page.
 * Valibot's schema and action builders have none, so their calls are marked pure; an unused schema
 * then drops out. The functions that do something with a schema (parse, assert…) stay unmarked.
 */
const EFFECTFUL = new Set([
  'assert',
  'parse',
  'parseAsync',
  'parser',
  'parserAsync',
  'safeParse',
  'safeParseAsync',
  'safeParser',
  'safeParserAsync',
  'is',
  'flatten',
  'summarize',
  'getDotPath',
  'config',
  'setGlobalConfig',
  'deleteGlobalConfig',
  'setGlobalMessage',
  'deleteGlobalMessage',
  'setSchemaMessage',
  'deleteSchemaMessage',
  'setSpecificMessage',
  'deleteSpecificMessage',
]);

let builders: Set<string> | undefined;

/** Valibot's exports that only build a schema or an action (read from the installed package). */
function valibotBuilders(): Set<string> {
  builders ??= new Set(
    Object.keys(createRequire(__filename)('valibot') as object).filter((name) => !EFFECTFUL.has(name)),
  );
  return builders;
}

/** Block and line comments, captured so that `split` keeps them at odd indexes. */
const COMMENTS = /(\/\*[\s\S]*?\*\/|\/\/[^\n]*)/;

const NAMESPACE_IMPORT = /^import \* as (\w+) from 'valibot';$/m;
/** The contracts' `endpoint(…)` declarer returns its argument: an endpoint no app calls drops out too. */
const ENDPOINT_IMPORT = /^import \{[^}]*\bendpoint\b[^}]*\} from '(?:\.\.?\/)+endpoint';$/m;

/**
 * The source with each call of a valibot builder through its namespace import (`v.object(`), and
 * of the contracts' `endpoint(`, marked pure.
 */
export function annotatePureSchemaCalls(source: string): string {
  const namespace = NAMESPACE_IMPORT.exec(source)?.[1];
  if (!namespace) return source;
  const known = valibotBuilders();
  const withEndpoints = ENDPOINT_IMPORT.test(source);
  const annotate = (code: string) => {
    const marked = code.replace(
      new RegExp(`(?<![\\w.$])${namespace}\\.(\\w+)\\(`, 'g'),
      (call, name: string) => (known.has(name) ? `/* @__PURE__ */ ${call}` : call),
    );
    return withEndpoints ? marked.replace(/(?<![\w.$])endpoint\(/g, '/* @__PURE__ */ endpoint(') : marked;
  };
  // Comments are left as they are: a mark inside a block comment would close it. (A `//` inside a
  // string ends that line's marking: a call missed costs bytes, never correctness.)
  return source
    .split(COMMENTS)
    .map((part, index) => (index % 2 === 1 ? part : annotate(part)))
    .join('');
}

/** Webpack loader applying `annotatePureSchemaCalls` to the workspace's own sources. */
export default function pureSchemaCallsLoader(this: LoaderContext<unknown>, source: string) {
  return annotatePureSchemaCalls(source);
}
