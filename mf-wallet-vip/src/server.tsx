import { pageServerRender } from '@portal/federation/server';
import { PortalThemeProvider } from '@portal/ui';
import routes from '../routes';
import { VipDetailsPage } from './features/vip/VipDetailsPage';
import { loadVipDetails } from './features/vip/vipDetails';
import { registerTexts } from './i18n';

/**
 * The VIP page strangers arrive on, drawn on the server for visitors (server/render.js) with the
 * ranks and benefits read from the API; without them in time it shows what the browser shows while
 * loading.
 */
export const render = pageServerRender({
  routes,
  registerTexts,
  Providers: PortalThemeProvider,
  pages: {
    vipDetails: async ({ within }) => (
      <VipDetailsPage firstView={(await within(loadVipDetails())) ?? undefined} />
    ),
  },
});
