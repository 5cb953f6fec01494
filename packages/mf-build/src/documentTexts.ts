import { createRequire } from 'node:module';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import { DOCUMENT_TEXTS_ELEMENT_ID } from '@portal/routes';

const PLUGIN = 'DocumentTextsPlugin';

/**
 * The texts module's default export as JSON for a data block: every `<` escaped, so no `</script>`
 * can come from a text.
 */
export function documentTextsJson(file: string): string {
  const loaded = createRequire(__filename)(file) as { default?: unknown };
  return JSON.stringify(loaded.default ?? loaded).replace(/</g, '\\u003c');
}

/**
 * Writes the app's document texts into its HTML page, at the end of the body, as a JSON block the
 * browser never runs (so the CSP needs no source for it).
 */
export class DocumentTextsPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
        data.bodyTags.push(
          HtmlWebpackPlugin.createHtmlTagObject(
            'script',
            { type: 'application/json', id: DOCUMENT_TEXTS_ELEMENT_ID },
            documentTextsJson(this.file),
          ),
        );
        return data;
      });
    });
  }
}
