import { MemoryRouter } from 'react-router-dom';
import {
  oneAtATime,
  prepareServerRender,
  renderWithStyles,
  type ServerRender,
  type ServerRenderRequest,
} from '@portal/federation/server';
import { currentLanguage } from '@portal/i18n';
import { languageAtom, sessionStore } from '@portal/session';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { HomeFirstViewContext } from './features/home/homeFirstView';
import { loadHomeFirstView } from './features/home/loadHomeFirstView';
import { registerShellTexts } from './i18n';
import HomePage from './pages/HomePage';

/** The API's share of the gateway's time budget: past it the home renders without that answer. */
const DATA_WAIT_MS = 80;

const HOME_PATH = routes.find((route) => route.page === 'home')?.path ?? '/';

/**
 * The shell's `render` (its `serverRender` entry): a visitor's first view of the home in the page's
 * language, with the games, news and operators' content read on the server, inside the providers
 * the shell gives its pages (theme, texts, router). Only what goes in the layout's main: the
 * document's skeleton already paints the header and the navigation. Null for any other path.
 */
export const render = oneAtATime(async (request: ServerRenderRequest): Promise<ServerRender | null> => {
  if (request.path !== HOME_PATH) return null;
  await prepareServerRender(request);
  const language = currentLanguage();
  // The operators' content is read in the page's language from the session, as in the browser.
  sessionStore.set(languageAtom, language);
  const [firstView] = await Promise.all([
    loadHomeFirstView(language, request.dataWaitMs ?? DATA_WAIT_MS),
    registerShellTexts(),
  ]);
  return renderWithStyles(
    <MemoryRouter initialEntries={[request.path]}>
      <PortalThemeProvider>
        <HomeFirstViewContext value={firstView}>
          <HomePage />
        </HomeFirstViewContext>
      </PortalThemeProvider>
    </MemoryRouter>,
  );
});
