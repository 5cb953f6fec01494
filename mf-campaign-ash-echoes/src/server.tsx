import { landingServerRender } from '@portal/campaign/server';
import routes from '../routes';
import { ashEchoesCalls } from './campaign/config';
import { LandingPage } from './features/landing/LandingPage';
import { NS, registerTexts } from './i18n';

const pathOf = (page: (typeof routes)[number]['page']) =>
  routes.find((route) => route.page === page)?.path ?? '';

/** The landing and its user-acquisition variant, drawn on the server for visitors (server/render.js). */
export const render = landingServerRender({
  api: ashEchoesCalls,
  textsNamespace: NS,
  registerTexts,
  pages: {
    [pathOf('landing')]: () => <LandingPage variant="official" />,
    [pathOf('userAcquisition')]: () => <LandingPage variant="ua" />,
  },
});
