import { pageServerRender } from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { PublicProfilePage } from './features/public-profile/PublicProfilePage';
import { readPublicProfileFirstView } from './features/public-profile/publicProfile';
import { registerTexts } from './i18n';

/**
 * Public profiles, the pages of this app strangers arrive on, drawn on the server for visitors
 * (server/render.js) from the profile read from the API: a name nobody has gets the not-found view;
 * without an answer in time the page is left to the browser.
 */
export const render = pageServerRender({
  routes,
  registerTexts,
  Providers: PortalThemeProvider,
  pages: {
    publicProfile: async ({ params, within }) => {
      const firstView = await within(readPublicProfileFirstView(params.slug ?? ''));
      return firstView && <PublicProfilePage firstView={firstView} />;
    },
  },
});
