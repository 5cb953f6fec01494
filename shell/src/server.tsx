import { MemoryRouter } from 'react-router-dom';
import { pageServerRender, prepareServerRender, renderClassRules } from '@portal/federation/server';
import { currentLanguage, DEFAULT_LANGUAGE } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
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
