import { defineRoutes } from '@portal/routes';

/** Every route mf-campaign-ash-echoes owns (001 §2): its router renders from this list. */
export default defineRoutes([
  { path: '/games/official/ash_echoes', page: 'landing' },
  { path: '/vn', page: 'landingVietnam' },
  { path: '/games/ua/ash_echoes', page: 'userAcquisition' },
  { path: '/ua', page: 'userAcquisition' },
  { path: '/games/pre-register/ash_echoes', page: 'preRegister' },
  { path: '/pre-register', page: 'preRegister' },
  { path: '/pre-register/mobile', page: 'preRegisterMobile' },
  { path: '/games/tnc/terms', page: 'terms' },
  { path: '/games/tnc/privacy', page: 'privacy' },
  { path: '/terms', page: 'eula' },
  { path: '/anniversary/:gameCode/puzzle/*', page: 'puzzle' },
  { path: '/event/:gameCode/:eventCode/puzzle/*', page: 'puzzle' },
]);
