/**
 * The files of a new campaign remote, as `npm run new:remote -- mf-campaign-<game>` writes them:
 * the files of `template/` (a campaign on the kit, `.tpl` so no tool of this repo compiles them)
 * with the game's names filled in, its package.json and its generated art.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface CampaignNames {
  /** Workspace folder and single-spa application: `mf-campaign-new-game`. */
  app: string;
  /** Module Federation container: `mf_campaign_new_game`. */
  container: string;
  /** The game code in the portal's paths and API: `new_game`. */
  gameCode: string;
  /** i18n namespace: `newGame`. */
  namespace: string;
  /** Shown until the team writes its own texts: `New Game`. */
  title: string;
  devPort: number;
}

export const TEMPLATE_DIR = path.join(__dirname, 'template');

/** `__GAME_CODE__` and the others → the game's names (tokens i18next's `{{…}}` never meets). */
export function fillTemplate(text: string, names: CampaignNames): string {
  const tokens: Record<string, string> = {
    __APP__: names.app,
    __CONTAINER__: names.container,
    __GAME_CODE__: names.gameCode,
    __NAMESPACE__: names.namespace,
    __TITLE__: names.title,
    __DEV_PORT__: String(names.devPort),
  };
  return text.replace(/__[A-Z_]+?__/g, (token) => tokens[token] ?? token);
}

/** Every template file as `relative path without .tpl` → filled content. */
export async function templateFiles(names: CampaignNames): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const entries = await fs.readdir(TEMPLATE_DIR, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.tpl')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(TEMPLATE_DIR, full).slice(0, -'.tpl'.length).split(path.sep).join('/');
    files[relative] = fillTemplate(await fs.readFile(full, 'utf8'), names);
  }
  return files;
}

/** Workspace dependencies, with the versions the template remote pins. */
export const packageJson = (names: CampaignNames, dependencies: Record<string, string>) =>
  `${JSON.stringify(
    {
      name: names.app,
      version: '0.1.0',
      private: true,
      scripts: {
        build: 'tsx ../packages/mf-build/src/cli.ts build',
        serve: 'tsx ../packages/mf-build/src/cli.ts serve',
        test: 'jest --passWithNoTests=false',
        lint: 'eslint src',
        typecheck: 'tsc -p tsconfig.json --noEmit',
      },
      dependencies,
      // The build config: declared so a change to it rebuilds the remote (Nx's cache key).
      devDependencies: { '@portal/mf-build': '*' },
      jest: { preset: '../jest.preset.js' },
      // The federation exposes, published as types only (consumers import types from the source).
      exports: {
        './app': { types: './src/app.single-spa.tsx' },
        './embed': { types: './src/embed.tsx' },
        './texts': { types: './src/i18n/catalogue.ts' },
        './package.json': './package.json',
      },
    },
    null,
    2,
  )}\n`;
