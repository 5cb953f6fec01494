/**
 * Routes registered outside the endpoint declarations (`@portal/contracts` endpoints served with
 * `serve`); nothing is ever added here: a new route is born as a declared endpoint (endpoints.test.ts
 * fails otherwise). Those left are the ones a declaration cannot express, because a declaration is a
 * JSON request answered by the `{ success, data }` envelope:
 * - `POST /api/admin/commands` answers a stream of NDJSON lines (the command's output as it runs);
 * - `PUT /api/private/profile/avatar` takes the image's raw bytes as its body;
 * - the four `GET …/:file` and `…/image` routes answer image or video bytes;
 * - `POST /api/public/payments/<provider>/webhook` is one route per payment provider configured at
 *   start, each with its provider's event schema, verified against the signed raw bytes;
 * - the sandbox provider's checkout answers an HTML page and a 303 back to the portal.
 */
export const LEGACY_ROUTES: readonly string[] = [
  'POST /api/admin/commands',
  'PUT /api/private/profile/avatar',
  'GET /api/public/assets/games/:file',
  'GET /api/public/avatars/:file',
  'GET /api/public/campaigns/:gameCode/media/:file',
  'GET /api/public/campaigns/:gameCode/puzzles/:eventCode/image',
  'POST /api/public/payments/sandbox/webhook',
  'GET /api/sandbox-pay/checkout/:orderId',
  'POST /api/sandbox-pay/checkout/:orderId/:action',
];
