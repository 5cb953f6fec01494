import { pageServerRender } from '@portal/federation/server';
import { currentLanguage } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { HomeFirstViewContext } from './features/home/homeFirstView';
import { loadHomeFirstView } from './features/home/loadHomeFirstView';
import { registerShellTexts } from './i18n';
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
