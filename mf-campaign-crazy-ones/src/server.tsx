import { landingServerRender } from '@portal/campaign/server';
import { crazyOnesCalls, LANDING_PATH } from './campaign/config';
import { LandingPage } from './features/landing/LandingPage';
import { NS, registerTexts } from './i18n';

/** The landing, drawn on the server for visitors (server/render.js). */
export const render = landingServerRender({
  api: crazyOnesCalls,
  textsNamespace: NS,
  registerTexts,
  pages: { [LANDING_PATH]: () => <LandingPage /> },
});
