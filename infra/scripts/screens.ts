/**
 * `npm run screens`: a PNG of every page of the portal, to look at. Starts the portal as `npm
 * start` does but on a free 127.0.0.1 port with a throw-away database (reusing the built shell and
 * deploy folder, building what is missing), then per language, width and visitor/demo player opens
 * each page of the route table the way a link does, waits until its h1 took focus and it settled,
 * and saves `screens/<lang>-<width>-<visitor|player>-<path-slug>.png` plus `screens/index.html`.
 * Stops the portal and the browser when done, failed or interrupted.
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, request as apiRequest, type Browser } from '@playwright/test';
import { LANGUAGE_COOKIE, LanguageCodeSchema, type LanguageCode } from '@portal/contracts';
import * as v from 'valibot';
import { chromiumLaunchOptions } from '../e2e/src/chromium';
import { portalPages, type PortalPage } from '../e2e/src/experiencePages';
import { navigateClientSide } from '../e2e/src/fixtures';
import { DEMO_PLAYER, giveSessionTo, signInThroughApi, type PlayerSession } from '../e2e/src/players';
import { repoRoot } from '../gateway/src/config';
import { startPortal, type RunningPortal } from './portal';
import { writeContactSheet, type Shot } from './screens/contactSheet';
import { headingFocused, settle, watchNetwork } from './screens/settle';
import { answerHelp } from './usage';

const USAGE = `npm run screens -- [--lang en,th] [--width 360,1280] [--only <path part>] [--full] [--out <dir>]
  Screenshots of every portal page, visitor and demo player, into screens/ (and screens/index.html);
  protected pages only for the player, sign-in pages only for the visitor.
  --lang   languages (default en,th); --width  360 and/or 1280 (default both)
  --only   pages whose path contains this text (repeatable)
  --full   the whole page instead of the first screen (fixed bars then show where that screen ended)
  SHELL_DIR / DEPLOY_DIR: the built shell and deploy folder to serve (default shell/dist, .deploy).`;

/** Each width's screen: the phone the portal is designed for, and a laptop. */
const HEIGHTS: Record<number, number> = { 360: 740, 1280: 800 };
const WHO = ['visitor', 'player'] as const;
const START_PATH = '/screens-start';

interface Options {
  languages: LanguageCode[];
  widths: number[];
  only: string[];
  outDir: string;
  wholePage: boolean;
}

function readOptions(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      lang: { type: 'string', multiple: true },
      width: { type: 'string', multiple: true },
      only: { type: 'string', multiple: true },
      out: { type: 'string' },
      full: { type: 'boolean', default: false },
    },
  });
  const list = (given: string[] | undefined, fallback: string[]) =>
    given?.flatMap((value) => value.split(',')).filter(Boolean) ?? fallback;
  const languages = list(values.lang, ['en', 'th']);
  const unknownLanguage = languages.find((language) => !v.is(LanguageCodeSchema, language));
  if (unknownLanguage) throw new Error(`--lang ${unknownLanguage}: not a portal language (en, vn, th, id)`);
  const widths = list(values.width, ['360', '1280']).map(Number);
  const unknownWidth = widths.find((width) => !HEIGHTS[width]);
  if (unknownWidth !== undefined) throw new Error(`--width ${unknownWidth}: use 360 or 1280`);
  return {
    languages: languages as LanguageCode[],
    widths,
    only: values.only ?? [],
    outDir: path.resolve(values.out ?? path.join(repoRoot, 'screens')),
    wholePage: values.full === true,
  };
}

const pathSlug = (pagePath: string) =>
  pagePath.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

async function demoSession(baseURL: string): Promise<PlayerSession> {
  const context = await apiRequest.newContext({ baseURL });
  try {
    return await signInThroughApi(context, DEMO_PLAYER.email, DEMO_PLAYER.password);
  } finally {
    await context.dispose();
  }
}

/**
 * A visitor sent from a protected page to sign-in, or a player from sign-in to the hub, would only
 * repeat the sign-in or hub shot under another name.
 */
const shownTo = (page: PortalPage, who: (typeof WHO)[number]) =>
  who === 'visitor' ? !page.protected : !page.signedOut;

/** One browser context per language, width and visitor/player; its pages visited in turn. */
async function shootPages(
  browser: Browser,
  baseURL: string,
  pages: readonly PortalPage[],
  setting: { language: LanguageCode; width: number; who: (typeof WHO)[number]; session: PlayerSession },
  { outDir, wholePage }: Pick<Options, 'outDir' | 'wholePage'>,
): Promise<Shot[]> {
  const { language, width, who } = setting;
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: HEIGHTS[width]! },
  });
  try {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
    if (who === 'player') await giveSessionTo(context, baseURL, setting.session);
    const page = await context.newPage();
    const network = watchNetwork(page);
    const shots: Shot[] = [];
    // Every page is reached in the page, as a link does, so the shell focuses its h1: the
    // context starts on an address no route owns (the shell's 404 page).
    await page.goto(START_PATH);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    for (const target of pages.filter((candidate) => shownTo(candidate, who))) {
      // The last page's h1 lets go first, so the focus waited for is the new page's.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await navigateClientSide(page, target.path);
      const focused = await headingFocused(page);
      await settle(page, network, { wholePage });
      const file = `${language}-${width}-${who}-${pathSlug(target.path)}.png`;
      await page.screenshot({ path: path.join(outDir, file), fullPage: wholePage, animations: 'disabled' });
      shots.push({ path: target.path, app: target.app, file, language, width, who, headingFocused: focused });
      console.log(`${file}${focused ? '' : '  (no h1 took focus)'}`);
      // A page may switch the language (`/vn` does): the pages after it are shot in the one asked for.
      const languages = (await context.cookies()).filter((cookie) => cookie.name === LANGUAGE_COOKIE);
      if (languages.some((cookie) => cookie.value !== language)) {
        await context.clearCookies({ name: LANGUAGE_COOKIE });
        await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseURL }]);
        await page.goto(START_PATH);
        await page.locator('main h1').first().waitFor({ timeout: 30_000 });
      }
    }
    return shots;
  } finally {
    await context.close();
  }
}

async function main() {
  answerHelp(USAGE);
  const options = readOptions(process.argv.slice(2));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-screens-'));
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await browser?.close().catch(() => undefined);
      await portal?.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    })());
  let interrupted = false;
  // startPortal cannot be cancelled: a signal during start-up stops the portal once it is up.
  const onSignal = () => {
    interrupted = true;
    if (portal) void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    portal = await startPortal({
      port: 0,
      dataDir,
      // Loopback only and an embedded database of its own, whatever the shell's environment says.
      env: { HOST: '127.0.0.1', DATABASE_URL: '', BUILD_LABEL: '' },
      log: (line) => {
        if (!/^\{/.test(line)) console.log(line); // the API's JSON request log is noise here
      },
    });
    if (interrupted) {
      process.exitCode = 130;
      return;
    }
    const api = await apiRequest.newContext({ baseURL: portal.url });
    const all = await portalPages(api).finally(() => api.dispose());
    const pages = options.only.length
      ? all.filter((page) => options.only.some((part) => page.path.includes(part)))
      : all;
    if (!pages.length) throw new Error(`no page path contains ${options.only.join(' or ')}`);
    console.log(`${pages.length} pages from ${portal.url} into ${options.outDir}`);
    await fs.mkdir(options.outDir, { recursive: true });
    const session = await demoSession(portal.url);
    // This script's own handlers close the browser, then the portal, then remove the database.
    browser = await chromium.launch({ ...chromiumLaunchOptions, handleSIGINT: false, handleSIGTERM: false });
    const shots: Shot[] = [];
    for (const language of options.languages)
      for (const width of options.widths)
        for (const who of WHO)
          shots.push(
            ...(await shootPages(browser, portal.url, pages, { language, width, who, session }, options)),
          );
    console.log(
      `${shots.length} screenshots; contact sheet ${await writeContactSheet(options.outDir, shots)}`,
    );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
