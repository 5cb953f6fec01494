import { pageServerRender } from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { AuthModalPage } from './features/auth-modal/AuthModalPage';
import { registerTexts } from './i18n';

const pathOf = (page: (typeof routes)[number]['page']) =>
  routes.find((route) => route.page === page)?.path ?? '';

/** The sign-in page strangers arrive on, drawn on the server for visitors (server/render.js). */
export const render = pageServerRender({
  registerTexts,
  Providers: PortalThemeProvider,
  pages: { [pathOf('login')]: () => <AuthModalPage mode="LOGIN" /> },
});
