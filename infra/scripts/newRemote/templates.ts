/**
 * The files of a new campaign remote, as `npm run new:remote -- mf-campaign-<game>` writes them.
 * Each one follows the existing remotes (mf-campaign-crazy-ones): one federation config, one
 * routes.ts, single-spa lifecycles, a `mount` embed for studio sites, an i18n namespace, a test.
 */
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

/** Workspace dependencies every remote uses, with the versions the other remotes pin. */
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
        './package.json': './package.json',
      },
    },
    null,
    2,
  )}\n`;

export const tsconfig = () =>
  `${JSON.stringify({ extends: '../tsconfig.base.json', include: ['src/**/*', '*.ts'] }, null, 2)}\n`;

export const federationConfig = ({
  container,
  devPort,
  title,
}: CampaignNames) => `import { defineFederationApp } from '@portal/mf-build';

export default defineFederationApp({
  name: '${container}',
  kind: 'remote',
  devPort: ${devPort},
  title: '${title}',
  exposes: {
    './app': './src/app.single-spa.tsx',
    './embed': './src/embed.tsx',
  },
});
`;

export const routes = ({ app, gameCode }: CampaignNames) => `import { defineRoutes } from '@portal/routes';
import pageMeta from './pageMeta';

/**
 * Every route ${app} owns: its router renders from this list, its build ships it (routes.json)
 * and deploy:remote publishes it. A path another app owns fails the deploy, naming both. Each
 * route's \`meta\` (pageMeta.ts) is what the gateway writes into the page's head.
 */
export default defineRoutes([
  { path: '/games/official/${gameCode}', page: 'official', menuKey: 'games', meta: pageMeta.official },
  { path: '/anniversary/${gameCode}/puzzle', page: 'puzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/anniversary/${gameCode}/puzzle/history',
    page: 'puzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
  { path: '/event/${gameCode}/:eventCode/puzzle', page: 'eventPuzzle', protected: true, meta: pageMeta.puzzle },
  {
    path: '/event/${gameCode}/:eventCode/puzzle/history',
    page: 'eventPuzzleHistory',
    protected: true,
    meta: pageMeta.puzzleHistory,
  },
]);
`;

/** Title, description and link-preview image of each page, from the app's own texts. */
export const pageMeta = () => `/**
 * The page meta of every route (title and description per language, preview image, indexing),
 * from the app's texts. The build reads it into routes.json (rendering the image at 1200×630)
 * and keeps it out of the app's JS.
 */
import { localize, type PageMeta } from '@portal/routes';
import en from './src/i18n/en';
import vn from './src/i18n/vn';

const texts = { en, vn };
/** Replace with the game's real key art (PNG, JPEG or SVG); the build does the sizes. */
const KEY_ART = 'src/assets/key-art.svg';

const page = (key: 'official' | 'puzzle' | 'puzzleHistory', index: boolean): PageMeta => ({
  title: localize(texts, (t) => (key === 'official' ? t.official.title : \`\${t[key].title} · \${t.official.title}\`)),
  description: localize(texts, (t) => t[key].text),
  image: KEY_ART,
  ...(index ? {} : { index: false }),
});

export default {
  official: page('official', true),
  // Personal pages: kept out of search engines.
  puzzle: page('puzzle', false),
  puzzleHistory: page('puzzleHistory', false),
};
`;

export const appTsx = () => `import { DeclaredRoutes, textPage, type PageMap } from '@portal/federation';
import routes from '../routes';
import { useTexts } from './i18n';

/** Page key (routes.ts) → component; replace a text page by the real one, lazily: React.lazy(() => import(...)). */
const pages: PageMap<typeof routes> = {
  official: textPage('official', useTexts),
  puzzle: textPage('puzzle', useTexts),
  puzzleHistory: textPage('puzzleHistory', useTexts),
  eventPuzzle: textPage('puzzle', useTexts),
  eventPuzzleHistory: textPage('puzzleHistory', useTexts),
};

export function App() {
  return <DeclaredRoutes routes={routes} pages={pages} />;
}
`;

export const singleSpa = ({ app }: CampaignNames) => `import { createLifecycles } from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';

export const { bootstrap, mount, unmount } = createLifecycles('${app}', App, registerTexts);
`;

export const embed = ({ app }: CampaignNames) => `import {
  createRoutedEmbed,
  prepareEmbed,
  type EmbedHostProps,
  type RoutedEmbedProps,
} from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';

/** Studios: \`mount(element, { initialPath, language, apiBaseUrl })\` renders this app in any page. */
export const { mount } = createRoutedEmbed<RoutedEmbedProps & EmbedHostProps>('${app}', App, async (props) => {
  await prepareEmbed(props);
  await registerTexts();
});
`;

export const indexTs =
  () => `// Standalone development page; the async boundary lets shared singletons resolve first.
import('./standalone');
`;

export const standalone = ({
  app,
  gameCode,
}: CampaignNames) => `import { renderStandalone } from '@portal/federation';
import { App } from './App';
import { registerTexts } from './i18n';

// \`/\` of the dev server opens the landing; every route opens by its own URL.
void renderStandalone('${app}', App, registerTexts, { home: '/games/official/${gameCode}' });
`;

export const i18nIndex = ({
  namespace,
}: CampaignNames) => `import { registerNamespace, usePortalTranslation } from '@portal/i18n';

export const NS = '${namespace}';

export const registerTexts = () =>
  registerNamespace(NS, {
    en: () => import('./en').then((m) => m.default),
    vn: () => import('./vn').then((m) => m.default),
  });

export const useTexts = () => usePortalTranslation(NS);
`;

export const en = ({ title }: CampaignNames) => `const en = {
  official: { title: '${title}', text: 'The official page of ${title}.' },
  puzzle: { title: 'Puzzle event', text: 'Collect pieces and complete the puzzle.' },
  puzzleHistory: { title: 'Puzzle history', text: 'Every piece you collected and how.' },
};
export default en;
export type Texts = typeof en;
`;

export const vn = ({ title }: CampaignNames) => `import type { Texts } from './en';

const vn: Texts = {
  official: { title: '${title}', text: 'Trang chính thức của ${title}.' },
  puzzle: { title: 'Sự kiện ghép hình', text: 'Thu thập mảnh và hoàn thành bức tranh.' },
  puzzleHistory: { title: 'Lịch sử ghép hình', text: 'Mọi mảnh bạn đã thu thập và cách nhận.' },
};
export default vn;
`;

export const appTest = ({
  app,
  gameCode,
  title,
}: CampaignNames) => `import { screen } from '@testing-library/react';
import { changeLanguage } from '@portal/i18n';
import { renderRoute } from '@portal/federation/testing';
import { App } from './App';
import { registerTexts } from './i18n';

beforeAll(() => registerTexts());
afterEach(() => changeLanguage('en'));

describe('${app} routes', () => {
  it.each([
    ['/games/official/${gameCode}', '${title}'],
    ['/anniversary/${gameCode}/puzzle', 'Puzzle event'],
    ['/event/${gameCode}/summer/puzzle/history', 'Puzzle history'],
  ])('shows %s with the title "%s"', async (path, title) => {
    renderRoute(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('speaks Vietnamese when the language is vn', async () => {
    await changeLanguage('vn');
    renderRoute(<App />, '/anniversary/${gameCode}/puzzle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sự kiện ghép hình' })).toBeInTheDocument();
  });
});
`;

export const readme = ({ app, gameCode, devPort }: CampaignNames) => `# ${app}

The campaign of \`${gameCode}\`, a remote of the player portal. It owns the routes in
[\`routes.ts\`](routes.ts) and ships on its own: the shell and the gateway learn its routes from the
registry when it is deployed, with no shell rebuild and no gateway restart.

## The campaign team's path

1. **Scaffold** (done): \`npm run new:remote -- ${app}\` wrote this folder and added it to the root
   \`package.json\` workspaces. Run \`npm install\` once to link it.
2. **Declare routes** in \`routes.ts\`, once: path pattern (literal, \`:param\`, trailing \`*\`), page
   key, \`protected\` (needs a signed-in player: visitors get a 307 to \`/login?referrer=…\`),
   \`menuKey\` (the active bottom-navigation entry), \`webview\`. \`src/App.tsx\` maps each page key
   to a component (the compiler checks the map); never write the paths a second time.
   Each route's \`meta\` comes from \`pageMeta.ts\`: the title and description per language (from your
   texts), the link-preview image (\`src/assets/key-art.svg\`, generated until you drop real art
   there: PNG, JPEG or SVG; the build renders it at 1200×630) and \`index: false\` for personal pages.
   The gateway writes them into the page's head (title, description, Open Graph, canonical, hreflang).
2b. **Create the game on the server**: \`npm run admin -- campaign create ${gameCode} --name "…" --launch
   2027-01-01T00:00:00Z --description "…"\` lists the game on \`/games\` and \`/games/${gameCode}\` and
   opens its campaign (pre-registration, points, quests, referral, raffle, rewards, codes: the rules
   default to 40 × 5 referral, 750 from tasks, 250 per draw; \`campaign config\` changes them).
3. **Develop alone**: \`npm run serve -w ${app}\` serves the app standalone on
   http://127.0.0.1:${devPort}/ (\`/\` opens the landing; every route opens by its URL; API calls go to \`API_URL\`, default http://127.0.0.1:8081; start the
   API with \`npm start\` or \`npm run start -w @portal/api\`).
4. **Test**: \`cd ${app} && npx jest\` (routes render, both languages); \`npx tsc -p ${app}/tsconfig.json --noEmit\`;
   \`npx eslint ${app}/src\`.
5. **Deploy**: \`npm run deploy:remote -- ${app}\` builds into a new version folder (\`routes.json\` beside
   \`mf-manifest.json\`), checks it, and makes it live by rewriting the registry atomically. Refused
   with nothing changed when a route is an invalid pattern, when a path belongs to the shell or
   another remote (the message names the path and both owners), or when the build does not expose
   \`./app\`. The running gateway guards, hints and serves the new routes on the next request.
6. **Roll back**: \`npm run rollback:remote -- ${app}\` makes the previous version live again, with
   its routes; the newer folder stays on disk. \`node --import tsx infra/gateway/src/deploy/cli.ts list ${app}\`
   shows the history.

The shell's own files never change in this path.
`;
