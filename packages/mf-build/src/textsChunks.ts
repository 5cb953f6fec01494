import webpack, { type Chunk, type Compilation, type Compiler } from 'webpack';
import { TEXTS_FILE } from '@portal/routes/registry';

const PLUGIN = 'TextsChunksPlugin';

/**
 * An app's texts per language live in `i18n/<lang>.ts` (or `i18n/texts/<lang>.ts` in a package)
 * and load on demand. Which files hold each language is known only after the build.
 */
const TEXTS_MODULE = /[\\/]i18n[\\/](?:texts[\\/])?([a-z]{2})\.[cm]?[jt]sx?$/;

/**
 * The JS files holding each language's texts, from the compilation's chunk graph. `inDocument`: the
 * texts module the page's HTML carries (`documentTexts`), whose chunk is fetched only without it.
 */
export function textsChunks(compilation: Compilation, inDocument?: string): Record<string, string[]> {
  const byLanguage = new Map<string, Set<string>>();
  const { chunkGraph } = compilation;
  for (const chunk of compilation.chunks as Iterable<Chunk>) {
    // Texts in the entry's own chunks arrive with it: only on-demand chunks are worth naming.
    if (chunk.canBeInitial()) continue;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = (module as { resource?: string }).resource;
      const language = resource ? TEXTS_MODULE.exec(resource)?.[1] : undefined;
      if (!language || resource === inDocument) continue;
      const files = byLanguage.get(language) ?? new Set<string>();
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      byLanguage.set(language, files);
    }
  }
  return Object.fromEntries(
    [...byLanguage]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, files]) => [language, [...files].sort()]),
  );
}

/**
 * Emits `texts.json`, so the gateway can hint the texts a page's first render waits for in the
 * page's language, alongside the remote's entry and its app chunks.
 */
export class TextsChunksPlugin {
  constructor(private readonly inDocument?: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After content hashing has named the files for good.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const texts = textsChunks(compilation, this.inDocument);
          compilation.emitAsset(
            TEXTS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(texts, null, 2)}\n`),
          );
        },
      );
    });
  }
}
