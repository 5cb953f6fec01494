import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, Compilation, Compiler } from 'webpack';

/**
 * The files the page's entry fetches before it can render anything: the chunks of its first dynamic
 * import (the async boundary `import('./bootstrap')`) and the `shared` chunk holding the shared
 * libraries. Without a hint the browser learns of them only once the entry has run.
 */
export function bootFiles(compilation: Compilation, entry = 'main'): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const entryModules = new Set(
    entrypoint.chunks.flatMap((chunk) => [...compilation.chunkGraph.getChunkEntryModulesIterable(chunk)]),
  );
  const chunks = new Set<Chunk>();
  for (const group of compilation.chunkGroups) {
    const fromEntry = group.origins.some((origin) => origin.module && entryModules.has(origin.module));
    if (fromEntry) for (const chunk of group.chunks) chunks.add(chunk);
  }
  for (const chunk of compilation.chunks) if (chunk.name === 'shared') chunks.add(chunk);
  const files = [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
  // Largest first: the longest download is the one the boot ends up waiting for, so it starts first.
  const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  return files.sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

/** Preload hints for the boot files in the page's <head>, beside the deferred entry script (fetched first). */
export class BootPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BootPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('BootPreloadPlugin', (data) => {
        const publicPath = data.publicPath;
        const hints = bootFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            as: 'script',
            href: `${publicPath}${file}`,
          }),
        );
        // A deferred script is fetched at low priority, behind every preload: the entry starts the
        // boot, so it goes first.
        for (const tag of data.headTags)
          if (tag.tagName === 'script' && tag.attributes.src) tag.attributes.fetchpriority = 'high';
        data.headTags.push(...hints);
        return data;
      });
    });
  }
}
