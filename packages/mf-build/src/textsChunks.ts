import webpack, { type Chunk, type Compilation, type Compiler } from 'webpack';
import { TEXTS_FILE } from '@portal/routes/registry';

const PLUGIN = 'TextsChunksPlugin';

/**
 * An app's texts per language live in `i18n/<lang>.ts` (or `i18n/texts/<lang>.ts` in a package)
 * and load on demand. Which files hold each language is known only after the build.
 */
const TEXTS_MODULE = /[\\/]i18n[\\/](?:texts[\\/])?([a-z]{2})\.[cm]?[jt]sx?$/;
/** The portal's shared `common` texts (@portal/i18n) in the languages fetched on first use. */
const COMMON_TEXTS_MODULE = /[\\/]i18n[\\/]src[\\/]locales[\\/]([a-z]{2})\.[cm]?[jt]sx?$/;

export interface TextsChunksOptions {
  /** The texts module the page's HTML carries (`documentTexts`): its chunk is fetched only without it. */
  inDocument?: string;
  /**
   * Whether this build's copy of the shared `common` texts is the page's: the shell's is (it provides
   * the shared i18n); a remote's copy is a fallback no page with the shell loads.
   */
  commonTexts?: boolean;
}

/** The JS files holding each language's texts, from the compilation's chunk graph. */
export function textsChunks(
  compilation: Compilation,
  { inDocument, commonTexts = false }: TextsChunksOptions = {},
): Record<string, string[]> {
  const byLanguage = new Map<string, Set<string>>();
  const { chunkGraph } = compilation;
  for (const chunk of compilation.chunks as Iterable<Chunk>) {
    // Texts in the entry's own chunks arrive with it: only on-demand chunks are worth naming.
    if (chunk.canBeInitial()) continue;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = (module as { resource?: string }).resource;
      if (!resource || resource === inDocument) continue;
      const language =
        TEXTS_MODULE.exec(resource)?.[1] ??
        (commonTexts ? COMMON_TEXTS_MODULE.exec(resource)?.[1] : undefined);
      if (!language) continue;
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
  constructor(private readonly options: TextsChunksOptions = {}) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After content hashing has named the files for good.
        { name: PLUGIN, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const texts = textsChunks(compilation, this.options);
          compilation.emitAsset(
            TEXTS_FILE,
            new webpack.sources.RawSource(`${JSON.stringify(texts, null, 2)}\n`),
          );
        },
      );
    });
  }
}
