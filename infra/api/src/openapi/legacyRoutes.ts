/**
 * Routes registered before endpoints became data (`@portal/contracts` endpoint declarations served
 * with `serve`). Each moves over with its domain and leaves this list; nothing is ever added here: a new
 * route is born as a declared endpoint (endpoints.test.ts fails otherwise).
 */
export const LEGACY_ROUTES: readonly string[] = [
  'POST /api/admin/commands',
  'GET /api/admin/metadata/:group/:key',
  'PUT /api/admin/metadata/:group/:key',
  'GET /api/health',
  'POST /api/partner/games/:gameCode/activity',
  'PUT /api/private/profile/avatar',
  'GET /api/public/assets/games/:file',
  'GET /api/public/avatars/:file',
  'GET /api/public/campaigns/:gameCode/media/:file',
  'GET /api/public/campaigns/:gameCode/puzzles/:eventCode/image',
  'POST /api/public/payments/sandbox/webhook',
  'POST /api/public/telemetry/remote-errors',
  'GET /api/public/telemetry/remote-errors/summary',
  'GET /api/sandbox-pay/checkout/:orderId',
  'POST /api/sandbox-pay/checkout/:orderId/:action',
];
