/**
 * `npm run new:remote -- mf-campaign-<game>`: scaffolds the remote of a new game campaign and
 * registers it in the workspace. The game code is the name after `mf-campaign-` with `-` as `_`
 * (`mf-campaign-new-game` → `/games/official/new_game`). `--root <dir>` scaffolds into another
 * workspace (the browser test's copy).
 */
import { existsSync, promises as fs, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_NAME_PATTERN } from '@portal/routes/registry';
import { keyArt, type KeyArtPalette } from '@portal/campaign/key-art';
import * as template from './newRemote/templates';
import { answerHelp } from './usage';

const CAMPAIGN_PREFIX = 'mf-campaign-';
/** The campaign on the kit whose dependency versions a new one copies. */
const TEMPLATE_REMOTE = 'mf-campaign-crazy-ones';

/** Palettes a new game's generated key art picks from (by its code), until real art replaces it. */
const KEY_ART_PALETTES: readonly KeyArtPalette[] = [
  { sky: ['#0d1330', '#3b4f8f'], ridges: ['#2a3566', '#1b2447', '#0b0f22'], accent: '#f2c14e' },
  { sky: ['#1a0b2e', '#e0568a'], ridges: ['#5a2a6e', '#2a1248', '#12081f'], accent: '#ffd166' },
  { sky: ['#07211f', '#1f6f64'], ridges: ['#184d46', '#0f2e2e', '#061615'], accent: '#9bf6e0' },
  { sky: ['#2e1a12', '#b5502f'], ridges: ['#6b3520', '#3d1d12', '#1a0c07'], accent: '#ffd08a' },
];

/** The game's palette and seed, picked by its code: every new game looks different. */
function artSeed(gameCode: string): { seed: number; palette: KeyArtPalette } {
  let seed = 2166136261;
  for (const char of gameCode) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619) >>> 0;
  return { seed, palette: KEY_ART_PALETTES[seed % KEY_ART_PALETTES.length]! };
}

/** The game's generated key art (1200×630, no text): its landing's hero and its link preview. */
export function keyArtFor(gameCode: string): string {
  const { seed, palette } = artSeed(gameCode);
  return keyArt({ width: 1200, height: 630, seed, palette, figures: 3 + (seed % 3) });
}

/** The generated art of every slot of src/content/art.ts, until the team drops the real pictures. */
export function artFor(gameCode: string): Record<string, string> {
  const { seed, palette } = artSeed(gameCode);
  const portrait = (index: number) =>
    keyArt({ width: 300, height: 400, seed: seed + index + 1, palette, figures: 1 });
  return {
    'src/assets/key-art.svg': keyArtFor(gameCode),
    'src/assets/character-scout.svg': portrait(0),
    'src/assets/character-guard.svg': portrait(1),
    'src/assets/character-seer.svg': portrait(2),
  };
}

export function campaignNames(app: string, devPort: number): template.CampaignNames {
  if (!app.startsWith(CAMPAIGN_PREFIX) || !REMOTE_NAME_PATTERN.test(app)) {
    throw new Error(
      `"${app}" is not mf-campaign-<game> in lowercase words joined by - (e.g. mf-campaign-new-game)`,
    );
  }
  const words = app.slice(CAMPAIGN_PREFIX.length).split('-');
  return {
    app,
    container: app.replace(/-/g, '_'),
    gameCode: words.join('_'),
    namespace: words.map((word, index) => (index ? word[0]!.toUpperCase() + word.slice(1) : word)).join(''),
    title: words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' '),
    devPort,
  };
}

/** One past the highest devPort of the workspace's apps. */
function nextDevPort(root: string): number {
  const ports = readdirSync(root)
    .map((folder) => path.join(root, folder, 'federation.config.ts'))
    .filter((file) => existsSync(file))
    .map((file) => Number(/devPort:\s*(\d+)/.exec(readFileSync(file, 'utf8'))?.[1] ?? 0));
  return Math.max(4100, ...ports) + 1;
}

export async function scaffoldRemote(app: string, root: string): Promise<string[]> {
  const names = campaignNames(app, nextDevPort(root));
  const dir = path.join(root, app);
  if (existsSync(dir)) throw new Error(`${dir} exists already`);
  const rootPackage = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const templateDeps = (
    JSON.parse(await fs.readFile(path.join(root, TEMPLATE_REMOTE, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    }
  ).dependencies;
  // Every package the template remote uses (the kit and what it builds on), at its versions.
  const files: Record<string, string> = {
    'package.json': template.packageJson(names, templateDeps),
    ...(await template.templateFiles(names)),
    ...artFor(names.gameCode),
  };
  for (const [file, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await fs.writeFile(path.join(dir, file), content);
  }
  // Registered in the workspace: npm -w, Nx and ensurePortalBuilt find it from here.
  if (!rootPackage.workspaces.includes(app)) {
    const text = await fs.readFile(path.join(root, 'package.json'), 'utf8');
    const last = rootPackage.workspaces.at(-1);
    const updated = text.replace(`    "${last}"\n  ]`, `    "${last}",\n    "${app}"\n  ]`);
    if (updated === text) throw new Error('could not add the remote to the workspaces of package.json');
    await fs.writeFile(path.join(root, 'package.json'), updated);
  }
  return Object.keys(files).map((file) => path.join(app, file));
}

if (require.main === module) {
  answerHelp(`Usage: npm run new:remote -- mf-campaign-<game> [--root <dir>]
Scaffolds a game campaign's remote on the campaign kit (landing, pre-registration, points, quests,
referral, raffle, rewards and code claim; four languages; art slots; tests) and adds it to the
workspace. The game code is the name after mf-campaign- with - as _ (mf-campaign-new-game → new_game).
Then: npm install, and follow <app>/README.md (admin campaign create, serve, test, deploy, rollback).`);
  const {
    values,
    positionals: [app],
  } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: true });
  const root = path.resolve(values.root ?? path.join(__dirname, '../..'));
  scaffoldRemote(app ?? '', root)
    .then((files) => {
      console.log(`${app}: scaffolded\n  ${files.join('\n  ')}`);
      console.log(
        `Next: npm install, then read ${app}/README.md (serve, test, deploy:remote, rollback:remote).`,
      );
    })
    .catch((error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
