import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  oneAtATime,
  pageServerRender,
  prepareServerRender,
  renderClassRules,
  renderWithStyles,
  type ServerRender,
  type ServerRenderRequest,
} from '@portal/federation/server';
import { currentLanguage, DEFAULT_LANGUAGE } from '@portal/i18n';
import { SERVED_CHROME_ATTRIBUTE, type RoutedRemote } from '@portal/routes';
import type { ScriptFontFiles } from '@portal/routes/scriptFonts';
import { GlobalStyles, PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { Header } from './features/header/Header';
import { THAI_FONT_FILES } from './features/language/thaiFont';
import { isGhostHeaderPage } from './features/header/headerRules';
import { BottomNav } from './layout/BottomNav';
import { ghostBackdrop } from './layout/ghostBackdrop';
import { setRegistryRoutes } from './routes/routeTable';
import { HomeFirstViewContext } from './features/home/homeFirstView';
import { loadHomeFirstView } from './features/home/loadHomeFirstView';
import { registerShellTexts } from './i18n';
import { ShellLayout } from './layout/ShellLayout';
import HomePage from './pages/HomePage';

/**
 * The shell's `render` (its `serverRender` entry): a visitor's first view of the home in the page's
 * language, with the games, news and operators' content read on the server, inside the providers
 * the shell gives its pages. Only what goes in the layout's main: the document's skeleton already
 * paints the header and the navigation. Null for any other path.
 */
export const render = pageServerRender({
  routes,
  registerTexts: registerShellTexts,
  Providers: PortalThemeProvider,
  pages: {
    home: async ({ within }) => (
      <HomeFirstViewContext value={await loadHomeFirstView(currentLanguage(), within)}>
        <HomePage />
      </HomeFirstViewContext>
    ),
  },
});

export interface ChromeRenderRequest extends ServerRenderRequest {
  /** The live remotes' routes, as the registry gives them to the browser (a remote route's menu key). */
  remotes?: readonly RoutedRemote[];
}

export interface ChromeRender extends ServerRender {
  /** The bottom navigation's markup (`html` is the header's). */
  tail: string;
}

/**
 * The shell's `renderChrome`: the header and the bottom navigation of a visitor's first view at a
 * path, in the page's language, with the registry's routes so the navigation marks the page's
 * destination. The gateway puts them where the document's skeleton draws them, on every visitor's
 * page; the shell's first render replaces them with the same markup.
 */
export const renderChrome = oneAtATime(async (request: ChromeRenderRequest): Promise<ChromeRender> => {
  await prepareServerRender(request);
  await registerShellTexts();
  setRegistryRoutes(request.remotes ?? []);
  const drawn = (part: ReactNode) =>
    renderWithStyles(
      <MemoryRouter initialEntries={[request.path]}>
        <PortalThemeProvider>{part}</PortalThemeProvider>
      </MemoryRouter>,
    );
  // The document-wide styles (font stack, line heights) go with it: the texts do not reflow once
  // the shell adds them.
  const header = drawn(
    <>
      <GlobalStyles />
      <Header />
    </>,
  );
  const bottom = drawn(<BottomNav />);
  // A ghost page's glow is on the layout's outermost element, which the document does not have
  // yet: the root carries it while the drawn chrome is in it.
  const glow = isGhostHeaderPage(request.path)
    ? `#root:has(>[${SERVED_CHROME_ATTRIBUTE}]){${ghostBackdrop.styles}}`
    : '';
  return { html: header.html, tail: bottom.html, css: header.css + bottom.css + glow };
});

/**
 * Paths whose frame `documentStyles` draws: the home (a page of the shell's own) and a remote's page
 * (its loading skeleton in the outlet), so the rules of both kinds of first view are covered.
 */
const FRAME_PATHS = ['/', '/login'];

/**
 * The emotion rules of the shell's frame (header, navigation, main, a remote's loading skeleton) as
 * a visitor's first view draws it, rendered in the tree the browser renders (ShellApp's, so each
 * rule gets the same name). The build puts them in the document (mf-build's documentStyles), where
 * the browser's emotion cache adopts them: the layout's first commit does not compile them again.
 */
export async function documentStyles(): Promise<string> {
  await prepareServerRender({ path: '/', language: DEFAULT_LANGUAGE });
  await registerShellTexts();
  return renderClassRules(
    ...FRAME_PATHS.map((path) => (
      <MemoryRouter key={path} initialEntries={[path]}>
        <ShellLayout>{null}</ShellLayout>
      </MemoryRouter>
    )),
  );
}

/**
 * The script fonts' files per language, as the browser build named them (the build writes them in
 * `fonts.json`): the gateway declares them in a document in that language, so its drawn text
 * paints without scripts, from the very files the browser's shell would register.
 */
export const scriptFontFiles = (): Record<string, ScriptFontFiles> => ({ th: THAI_FONT_FILES });
