import { pageServerRender } from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { AuthModalPage } from './features/auth-modal/AuthModalPage';
import { registerTexts } from './i18n';

/** The sign-in page strangers arrive on, drawn on the server for visitors (server/render.js). */
export const render = pageServerRender({
  routes,
  registerTexts,
  Providers: PortalThemeProvider,
  pages: { login: () => <AuthModalPage mode="LOGIN" /> },
});
