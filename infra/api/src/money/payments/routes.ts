import {
  errorCodes,
  SANDBOX_CHECKOUT_ACTIONS,
  TopupOrderParamsSchema,
  paymentRoutes,
  WebhookReceiptSchema,
  type SandboxCheckoutAction,
  endpointPattern,
  sandboxCheckoutRoutes,
} from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ApiHttpError, RequestValidationError } from '../../http/errors';
import { documentErrors, jsonRoute, rawRoute } from '../../http/route';
import { toOpenApiSchema } from '../../openapi/jsonSchema';
import { toTopupOrder } from '../topup/repository';
import type { TopupService } from '../topup/service';
import type { PaymentProvider } from './provider';
import type { SandboxProvider } from './sandbox';
import { renderCheckoutPage, renderCheckoutMessage } from './checkoutPage';
import { SignatureError } from '../../lib/signature';

export interface PaymentRouteOptions {
  topup: TopupService;
  providers: PaymentProvider[];
  sandbox: SandboxProvider | null;
  clock: () => Date;
}

const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * Webhooks: one route per provider. The JSON parser of this scope keeps the raw body, because the
 * signature is over the exact bytes sent; the handler checks it before reading anything.
 */
function registerWebhookRoutes(app: FastifyInstance, { topup, providers, clock }: PaymentRouteOptions) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new ApiHttpError(400, errorCodes.badRequest, 'The body is not valid JSON'), undefined);
      }
    });
    for (const provider of providers) {
      jsonRoute(scope, {
        method: 'POST',
        url: paymentRoutes.webhook(provider.name),
        summary: `${provider.name} payment notifications: HMAC-SHA256 signed, idempotent by event id`,
        tags: ['payments'],
        body: provider.eventSchema,
        response: WebhookReceiptSchema,
        errors: {
          400: 'WEBHOOK_SIGNATURE_INVALID: signature missing, malformed, stale (over the tolerance) or wrong',
        },
        handler: async ({ request }) => {
          const raw = rawBodies.get(request) ?? '';
          let notification;
          try {
            notification = provider.verifyWebhook(raw, request.headers, clock());
          } catch (error) {
            if (error instanceof SignatureError) {
              request.log.warn({ provider: provider.name, problem: error.problem }, 'webhook refused');
              throw new ApiHttpError(
                400,
                errorCodes.webhookSignatureInvalid,
                `The webhook signature is ${error.problem === 'stale' ? 'too old' : error.problem}.`,
              );
            }
            throw error;
          }
          return topup.applyPaymentEvent(provider.name, notification);
        },
      });
    }
  });
}

const CheckoutQuerySchema = v.object({
  token: v.pipe(v.string(), v.regex(/^[a-f0-9]{32}$/, 'token is invalid')),
});
const CheckoutActionParamsSchema = v.object({
  ...TopupOrderParamsSchema.entries,
  action: v.picklist(SANDBOX_CHECKOUT_ACTIONS, 'action must be pay, fail or cancel'),
});

/**
 * The sandbox provider's hosted test checkout page. Its buttons make the sandbox send the signed
 * webhook to this API (through the same route a real provider calls), then return the player to
 * /topup/payment/<orderId> on the portal. Not registered when the sandbox is off (production).
 */
function registerSandboxCheckout(app: FastifyInstance, { topup, sandbox, clock }: PaymentRouteOptions) {
  if (!sandbox) return;
  void app.register(async (scope) => {
    // The buttons post an empty form; nothing in it is read.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, {}),
    );

    const openOrder = async (orderId: string, token: string) => {
      const row = await topup.findOrder(orderId);
      if (!row || !sandbox.isCheckoutToken(orderId, token)) {
        throw new ApiHttpError(404, errorCodes.orderNotFound, 'This checkout does not exist.');
      }
      return row;
    };

    rawRoute(scope, {
      method: 'GET',
      url: endpointPattern(sandboxCheckoutRoutes.page),
      summary: 'Sandbox provider: the hosted test checkout page of an order (Pay / Fail / Cancel)',
      tags: ['payments'],
      params: TopupOrderParamsSchema,
      querystring: CheckoutQuerySchema,
      produces: 'text/html',
      errors: { 404: 'ORDER_NOT_FOUND: unknown order or wrong token' },
      handler: async ({ params, query, reply }) => {
        const row = await openOrder(params.orderId, query.token);
        reply.header('cache-control', 'no-store');
        return renderCheckoutPage(toTopupOrder(row, clock()), query.token);
      },
    });

    // A plain route: the answer is a 303 back to the portal (or a page saying why not).
    scope.route({
      method: 'POST',
      url: endpointPattern(sandboxCheckoutRoutes.action),
      schema: {
        summary:
          'Sandbox provider: press Pay, Fail or Cancel (sends the signed webhook, then 303 to the portal)',
        tags: ['payments'],
        params: toOpenApiSchema(CheckoutActionParamsSchema, 'input'),
        querystring: toOpenApiSchema(CheckoutQuerySchema, 'input'),
        response: {
          303: {
            description: 'Back to /topup/payment/<orderId>?result=<action> on the portal',
            type: 'null',
          },
          200: { description: 'text/html: the payment is already closed', type: 'string' },
          ...documentErrors({ 404: 'ORDER_NOT_FOUND: unknown order or wrong token' }, true),
        },
      },
      validatorCompiler: () => (data) => ({ value: data }),
      handler: async (request, reply) => {
        const params = v.safeParse(CheckoutActionParamsSchema, request.params);
        if (!params.success) throw new RequestValidationError('params', params.issues);
        const query = v.safeParse(CheckoutQuerySchema, request.query);
        if (!query.success) throw new RequestValidationError('querystring', query.issues);
        const row = await openOrder(params.output.orderId, query.output.token);
        const now = clock();
        const status = toTopupOrder(row, now).status;
        if (status !== 'pending') {
          return reply
            .type('text/html')
            .send(renderCheckoutMessage('This payment is closed', `The order is ${status}.`));
        }
        const action: SandboxCheckoutAction = params.output.action;
        const event = sandbox.eventFor({ id: row.id, priceCents: row.price_cents }, action, now);
        const { body, headers } = sandbox.signedWebhook(event, now);
        const response = await app.inject({
          method: 'POST',
          url: paymentRoutes.webhook(sandbox.name),
          payload: body,
          headers,
        });
        if (response.statusCode !== 200) {
          request.log.error({ status: response.statusCode }, 'sandbox webhook refused');
          return reply
            .type('text/html')
            .send(
              renderCheckoutMessage('The sandbox could not notify the shop', `HTTP ${response.statusCode}`),
            );
        }
        return reply.redirect(`/topup/payment/${encodeURIComponent(row.id)}?result=${action}`, 303);
      },
    });
  });
}

export function registerPaymentRoutes(app: FastifyInstance, options: PaymentRouteOptions): void {
  registerWebhookRoutes(app, options);
  registerSandboxCheckout(app, options);
}
