import ts from 'typescript';
import type { LoaderContext } from 'webpack';

/**
 * The contracts' `endpoint({…})` declarations carry the API's documentation beside what a call
 * needs: a summary, tags and the failures it documents (`errors`), prose only the API's OpenAPI
 * document reads. A browser calls an endpoint with its method, path and schemas, so a client build
 * drops the prose (some 1–2 KB brotli on every page that calls the API).
 */
const DOC_PROPERTIES = new Set(['summary', 'tags', 'errors']);

/** The contracts' own modules that declare endpoints (`import { endpoint } from './endpoint'`). */
const ENDPOINT_IMPORT = /^import \{[^}]*\bendpoint\b[^}]*\} from '(?:\.\.?\/)+endpoint';$/m;

/** Blanks a span of source, keeping its line breaks so source maps still point at the right lines. */
const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * The source with the documentation properties of each `endpoint({…})` declaration blanked out
 * (with the comma after each), everything else at the same line and column.
 */
export function stripEndpointDocs(source: string): string {
  if (!ENDPOINT_IMPORT.test(source)) return source;
  const file = ts.createSourceFile('endpoints.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: { start: number; end: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'endpoint'
    ) {
      const declaration = node.arguments[0];
      if (declaration && ts.isObjectLiteralExpression(declaration)) {
        for (const property of declaration.properties) {
          const name = property.name;
          if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name)) || !DOC_PROPERTIES.has(name.text))
            continue;
          const comma = /^\s*,/.exec(source.slice(property.end));
          cuts.push({ start: property.getStart(file), end: property.end + (comma?.[0].length ?? 0) });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const { start, end } of cuts.reverse())
    result = result.slice(0, start) + blank(result.slice(start, end)) + result.slice(end);
  return result;
}

/** Webpack loader applying `stripEndpointDocs` to the workspace's own sources. */
export default function endpointDocsLoader(this: LoaderContext<unknown>, source: string) {
  return stripEndpointDocs(source);
}
