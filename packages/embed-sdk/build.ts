/**
 * Builds the studio SDK into dist/: `v1.js` (the federation runtime and the PortalEmbed loader, one
 * classic script, minified) and `index.d.ts` (the widgets' option types, for studios' editors).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { declarationFile } from './src/build/declarations';

const dist = path.join(__dirname, 'dist');
mkdirSync(dist, { recursive: true });

buildSync({
  entryPoints: [path.join(__dirname, 'src/index.ts')],
  outfile: path.join(dist, 'v1.js'),
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"', FEDERATION_DEBUG: '""' },
});
writeFileSync(path.join(dist, 'index.d.ts'), declarationFile(path.join(__dirname, 'src/index.ts')));
console.log(`embed-sdk: ${path.relative(process.cwd(), dist)}/v1.js and index.d.ts`);
